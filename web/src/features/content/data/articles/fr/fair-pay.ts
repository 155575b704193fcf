import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Bien payer une aide à domicile n’est pas seulement la loi ; c’est aussi le meilleur moyen de garder une bonne personne. Une aide qui peut payer son loyer, nourrir ses propres enfants et faire des projets est plus sereine et plus engagée.',
  sections: [
    {
      heading: 'Partez du minimum légal',
      blocks: [
        'En Zambie, le salaire et les conditions de base des travailleurs domestiques, dont les nounous, les aides ménagères, les cuisiniers et les aides-soignants à domicile, sont fixés par un arrêté sur le salaire minimum et les conditions d’emploi des travailleurs domestiques (minimum wages and conditions of employment order), pris en application du droit du travail du pays. Cet arrêté fixe un salaire mensuel minimum et peut aussi fixer des indemnités et des règles sur les horaires, les congés et les heures supplémentaires.',
        'Les montants sont révisés de temps en temps : vérifiez donc toujours l’arrêté en vigueur (current statutory order) avant de convenir du salaire. Le ministère du Travail et de la Sécurité sociale (Ministry of Labour and Social Security) et le bureau du travail le plus proche peuvent vous dire ce qui s’applique aujourd’hui. Le minimum est un plancher, pas un objectif : payer moins est illégal, et payer seulement le minimum retient rarement une aide expérimentée.',
        'Dans d’autres pays africains, les règles diffèrent, mais la plupart ont un salaire minimum ou un texte propre au travail domestique. Renseignez-vous auprès de votre ministère du Travail avant de faire une offre.',
      ],
    },
    {
      heading: 'À quoi ressemble un salaire juste',
      blocks: [
        'Au-delà du minimum, le salaire reflète en général le poste et la personne qui l’occupe :',
        [
          'L’expérience, la formation et les certificats, comme les premiers secours ou un diplôme d’infirmier',
          'Le nombre et l’âge des enfants, ou les besoins du malade',
          'Des tâches en plus comme la cuisine, la conduite ou les soins de nuit',
          'Des horaires longs ou inhabituels, le travail en étant logé et les voyages avec la famille',
        ],
        'Le logement et les repas d’une aide logée font partie du poste ; ce n’est pas une raison pour payer moins que le minimum. Ne les retenez pas sur le salaire, sauf si l’arrêté en vigueur le permet clairement.',
      ],
    },
    {
      heading: 'Payez à l’heure, à chaque fois',
      blocks: [
        'Fixez un jour de paie et respectez-le. Payer par virement bancaire ou par mobile money laisse une trace pour vous deux ; si vous payez en espèces, rédigez une simple fiche de paie avec le mois, le montant et les éventuelles indemnités, et demandez à l’aide de signer votre exemplaire.',
        'Ne retenez jamais le salaire pour punir ou pour empêcher quelqu’un de partir. S’il y a un problème dans le travail, parlez-en franchement.',
      ],
    },
    {
      heading: 'Heures supplémentaires, congés et cotisations',
      blocks: [
        'Les heures en plus, les jours fériés et les nuits se paient comme le prévoient l’arrêté et votre contrat. L’aide a aussi droit à des jours de repos et à des congés annuels payés.',
        'En Zambie, les employeurs doivent inscrire leurs employés à la sécurité sociale auprès de la National Pension Scheme Authority (NAPSA) et à l’assurance maladie nationale auprès de la National Health Insurance Management Authority (NHIMA), et verser les cotisations. Elles protègent l’aide dans sa vieillesse et en cas de maladie. Demandez à chaque bureau comment inscrire un travailleur domestique.',
      ],
    },
    {
      heading: 'Revoyez le salaire chaque année',
      blocks: [
        'Les prix augmentent chaque année. Asseyez-vous ensemble une fois par an, parlez de la façon dont le travail s’est passé et convenez d’une éventuelle augmentation. Une petite hausse régulière montre à l’aide qu’elle est appréciée, et coûte bien moins cher que de trouver et former quelqu’un de nouveau.',
      ],
    },
  ],
};
