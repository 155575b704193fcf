import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'En Afrique, beaucoup d’emplois d’aide à domicile commencent encore par une simple poignée de main. Un court contrat écrit ne veut pas dire que vous vous méfiez l’un de l’autre : il veut dire que vous vous souviendrez tous les deux du même accord quand des questions se poseront des mois plus tard.',
  sections: [
    {
      heading: 'Pourquoi l’écrire',
      blocks: [
        'La plupart des désaccords entre familles et aides portent sur des points jamais clairement convenus : les tâches en plus, le travail le dimanche, le préavis à la fin de l’emploi. Un contrat écrit règle ces questions avant qu’elles ne deviennent des disputes.',
        'Le droit du travail zambien, dont l’Employment Code Act, prévoit que les principales conditions d’emploi soient fixées par écrit, et l’arrêté sur le salaire minimum des travailleurs domestiques fixe des conditions en dessous desquelles un contrat ne peut pas descendre. Un contrat écrit aide aussi l’aide à ouvrir un compte bancaire, à s’inscrire à la sécurité sociale ou à louer un logement.',
      ],
    },
    {
      heading: 'Ce que le contrat doit dire',
      blocks: [
        'Faites-le court et en langage simple. Indiquez :',
        [
          'Les noms de l’employeur et de l’aide, avec les numéros de NRC ou de passeport',
          'L’intitulé du poste et les principales tâches, en une courte liste',
          'Le lieu de travail, et si l’aide est logée ou non',
          'Les horaires, les jours de repos et les jours fériés',
          'Le salaire mensuel, le jour de paie, le mode de paiement et les éventuelles indemnités',
          'Les heures supplémentaires : quand elles s’appliquent et comment elles sont payées',
          'Les congés annuels, les congés maladie et le congé de maternité',
          'Une période d’essai, si vous en prévoyez une, et sa durée',
          'Le préavis que chacun doit donner pour mettre fin à l’emploi',
          'Les règles que vous acceptez tous les deux, par exemple sur les visites, le téléphone ou la vie privée',
          'La date et les deux signatures',
        ],
      ],
    },
    {
      heading: 'Assurez-vous qu’il est bien compris',
      blocks: [
        'Lisez le contrat ensemble. Si l’anglais n’est pas la langue maternelle de l’aide, expliquez-le dans une langue qu’elle comprend bien, comme le nyanja, le bemba ou le tonga, ou demandez de l’aide à une personne de confiance pour vous deux. Laissez-lui le temps de poser des questions et, si elle le souhaite, de le montrer d’abord à un proche.',
        'Faites deux exemplaires et signez les deux. Chacun garde le sien. Ne gardez jamais l’exemplaire de l’aide, sa NRC ou son passeport.',
      ],
    },
    {
      heading: 'Quand les choses changent',
      blocks: [
        'Un nouveau bébé, un déménagement dans une autre ville ou de nouvelles tâches changent le poste. Dans ce cas, mettez-vous d’accord sur les changements et écrivez-les dans un court avenant signé au contrat, avec le nouveau salaire s’il y en a un.',
      ],
    },
    {
      heading: 'Mettre fin à l’emploi correctement',
      blocks: [
        'Si l’emploi doit prendre fin, respectez le préavis prévu par le contrat et par la loi, payez tout ce qui est dû jusqu’au dernier jour, y compris les congés non pris, et rédigez une courte lettre de recommandation si le travail était bon. Une fin correcte protège la réputation de votre famille et aide l’aide à trouver son prochain emploi.',
        'En cas de doute sur un point de la loi, le bureau du travail le plus proche peut conseiller gratuitement les employeurs comme les travailleurs.',
      ],
    },
  ],
};
