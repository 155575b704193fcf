import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'De plus en plus de familles soignent un proche malade à la maison : après une opération, après un AVC, ou pendant une longue maladie comme le diabète, le cancer ou le VIH. De bons soins à domicile gardent le malade à l’aise et en sécurité, et aident la famille à porter la charge.',
  sections: [
    {
      heading: 'Travaillez avec les soignants',
      blocks: [
        'Avant que le malade quitte l’hôpital, demandez à l’infirmier ou au médecin d’expliquer le plan de soins et de l’écrire : médicaments, soins des plaies, alimentation, exercices et date du prochain contrôle. Rangez toutes les cartes de dispensaire et les papiers de l’hôpital dans une même chemise, et emportez-la à chaque rendez-vous.',
      ],
    },
    {
      heading: 'Les médicaments',
      blocks: [
        [
          'Tenez un tableau simple avec chaque médicament, la dose et les heures, et cochez-le à chaque prise',
          'Donnez les médicaments exactement comme prescrit, et terminez les traitements comme les antibiotiques',
          'N’arrêtez ni ne changez jamais un médicament sans demander au soignant',
          'Rangez les médicaments au sec, au frais et hors de portée des enfants',
        ],
      ],
    },
    {
      heading: 'Empêchez les infections de se propager',
      blocks: [
        'Lavez-vous les mains au savon et à l’eau propre avant et après avoir touché le malade, manipulé de la nourriture ou des médicaments, et changé des pansements ou la literie. Portez des gants pour le sang, les plaies et les liquides du corps, et jetez les gants et pansements usagés sans danger. Lavez à part la literie et les vêtements souillés du malade dans de l’eau chaude savonneuse.',
      ],
    },
    {
      heading: 'Confort et soins de la peau',
      blocks: [
        'Un malade qui reste longtemps au lit peut avoir des escarres, des plaies douloureuses là où le corps appuie sur le lit.',
        [
          'Aidez le malade à changer de position au moins toutes les deux heures, de jour comme de nuit',
          'Gardez les draps propres, secs, sans miettes ni plis',
          'Vérifiez chaque jour les talons, les hanches, le dos et les coudes pour repérer une peau rouge ou abîmée',
          'Aidez le malade à s’asseoir, se lever ou marcher un peu chaque jour si le soignant est d’accord',
        ],
      ],
    },
    {
      heading: 'Manger et boire',
      blocks: [
        'Proposez souvent de petits repas, et beaucoup d’eau propre sauf si le médecin a limité les boissons. Suivez tout régime particulier, par exemple moins de sel en cas d’hypertension ou moins de sucre en cas de diabète. Si avaler est difficile, les aliments mous comme la bouillie, les légumes écrasés et les soupes sont plus faciles et plus sûrs. Un cuisinier qui prépare les repas du malade peut aider quand la famille est débordée.',
      ],
    },
    {
      heading: 'Connaître les signes d’alerte',
      blocks: [
        'Appelez le soignant ou allez à l’hôpital si le malade a une douleur nouvelle ou plus forte, une forte fièvre, du mal à respirer, s’il est confus, si une plaie est rouge, chaude ou sent mauvais, s’il ne peut ni manger ni boire, ou si quoi que ce soit vous inquiète. Fiez-vous à votre impression que quelque chose ne va pas.',
      ],
    },
    {
      heading: 'Prendre soin de l’aidant',
      blocks: [
        'Soigner jour après jour est épuisant. Partagez les tâches entre les membres de la famille, acceptez l’aide des voisins, de l’église ou des groupes de la communauté, et faites des pauses régulières. Un aide-soignant à domicile formé, quelques jours ou quelques nuits, peut offrir du repos à la famille et apporter des savoir-faire comme soulever le malade sans danger ou soigner les plaies. Vous ne pouvez pas bien vous occuper de quelqu’un si vous êtes vous-même épuisé.',
      ],
    },
  ],
};
