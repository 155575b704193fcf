import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'S’occuper d’enfants, de malades et de personnes âgées est un travail qualifié et important. Vous avez des droits au travail et, avec les bonnes étapes, vous pouvez construire une carrière mieux payée qui vous laisse plus de choix.',
  sections: [
    {
      heading: 'Vos droits au travail',
      blocks: [
        'En Zambie, les travailleurs domestiques, dont les nounous, les aides ménagères, les cuisiniers et les aides-soignants à domicile, sont protégés par le droit du travail et par un arrêté sur le salaire minimum et les conditions d’emploi des travailleurs domestiques. Les montants changent de temps en temps : vérifiez donc l’arrêté en vigueur (current statutory order) auprès du ministère du Travail et de la Sécurité sociale (Ministry of Labour and Social Security) ou d’un bureau du travail. En général, vous pouvez attendre :',
        [
          'Au moins le salaire minimum légal, payé en entier et à l’heure',
          'Un contrat écrit qui précise vos tâches, vos horaires, votre salaire et le préavis',
          'Des jours de repos, les jours fériés, des congés annuels payés et des congés maladie',
          'Le paiement des heures supplémentaires convenues',
          'L’inscription à la sécurité sociale (NAPSA) et à l’assurance maladie (NHIMA)',
          'Un lieu de travail sûr et un traitement respectueux',
        ],
      ],
    },
    {
      heading: 'Protégez-vous',
      blocks: [
        [
          'Gardez vous-même votre NRC, votre passeport et votre contrat. Aucun employeur ne doit les garder',
          'Notez chaque mois les heures travaillées et le salaire reçu',
          'Demandez à être payé par banque ou par mobile money pour qu’il y ait une trace',
          'Dites à une personne de confiance où vous travaillez, surtout si vous êtes logé chez l’employeur',
        ],
        'Personne n’a le droit de vous frapper, de vous menacer, de vous harceler sexuellement ou de vous enfermer. Si cela arrive, partez si vous le pouvez et allez à la police ou à un bureau du travail. Les salaires impayés et les licenciements abusifs peuvent être signalés au bureau du travail, qui conseille gratuitement.',
      ],
    },
    {
      heading: 'Développez vos compétences',
      blocks: [
        'Les familles paient davantage les aides qui peuvent prouver leurs compétences. Pour commencer, pensez à :',
        [
          'Une formation aux premiers secours, surtout pour les bébés et les enfants',
          'La prévention des infections et l’hygiène des mains, pour les soins aux malades',
          'Le développement de l’enfant et la discipline positive',
          'Les soins aux personnes atteintes de démence et aux personnes âgées',
          'La nutrition et la cuisine pour les enfants et les malades',
        ],
        'Beaucoup de bonnes formations sont gratuites et peuvent se suivre sur un téléphone. Consultez notre page des formations pour découvrir certaines des meilleures, et gardez chaque certificat obtenu.',
      ],
    },
    {
      heading: 'Soignez votre profil',
      blocks: [
        'Un profil complet, avec une photo nette, votre expérience, vos langues et vos certificats en ligne, reçoit plus d’offres. Demandez à chaque employeur une courte lettre de recommandation quand un emploi se termine bien, et gardez les coordonnées des familles prêtes à parler en votre faveur.',
      ],
    },
    {
      heading: 'Choisissez une direction',
      blocks: [
        'Avec de l’expérience et de la formation, vous pouvez évoluer vers des postes mieux payés : garde de naissance (maternity nurse), nounou pour enfants à besoins particuliers, professionnelle de la petite enfance, gouvernante (governess) ou aide-soignant à domicile et à l’hôpital. Certaines aides poursuivent en se formant comme infirmières ou enseignantes, ou lancent leur propre activité de garde d’enfants ou de cuisine. Fixez-vous un objectif pour l’année qui vient, mettez un peu de côté à chaque paie, et suivez une nouvelle formation à la fois.',
      ],
    },
  ],
};
