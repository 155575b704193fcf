import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Toute personne qui s’occupe d’un bébé ou d’un jeune enfant devrait savoir comment coucher un bébé en sécurité et quoi faire dans les premières minutes d’une urgence. Cette page est un aide-mémoire : elle ne remplace pas une formation aux premiers secours, ni les conseils d’un infirmier ou d’un médecin.',
  sections: [
    {
      heading: 'Un sommeil sûr pour les bébés',
      blocks: [
        [
          'Couchez toujours le bébé sur le dos, pour la sieste comme pour la nuit',
          'Utilisez un matelas ou une natte ferme et plat, sans oreiller, peluche ni couverture épaisse',
          'Gardez le bébé près de vous, dans votre chambre, mais sur son propre couchage',
          'Ne laissez pas un bébé dormir à côté d’un adulte qui a bu, fumé ou pris un médicament qui rend somnolent',
          'Utilisez une moustiquaire imprégnée d’insecticide au-dessus du couchage',
          'Gardez le bébé au chaud mais sans excès : une couche légère de plus que ce dont un adulte a besoin suffit',
        ],
      ],
    },
    {
      heading: 'L’étouffement',
      blocks: [
        'Si un enfant tousse fort, laissez-le tousser. S’il ne peut pas tousser, pleurer ou respirer :',
        [
          'Bébé de moins d’un an : allongez le bébé à plat ventre le long de votre avant-bras ou de votre cuisse, la tête plus bas, et donnez jusqu’à cinq tapes fermes dans le dos entre les omoplates. Si cela ne suffit pas, retournez le bébé sur le dos et faites jusqu’à cinq compressions thoraciques avec deux doigts au centre de la poitrine.',
          'Enfant de plus d’un an : donnez jusqu’à cinq tapes dans le dos, puis jusqu’à cinq compressions abdominales, en tirant vers l’intérieur et vers le haut juste au-dessus du nombril.',
          'Si l’objet ne sort pas, appelez les secours et continuez à répéter le cycle.',
        ],
      ],
    },
    {
      heading: 'Les brûlures',
      blocks: [
        'Refroidissez la brûlure sous une eau fraîche, propre et courante pendant 20 minutes, le plus tôt possible. Retirez les vêtements serrés et les bijoux proches, sauf s’ils collent à la peau. Couvrez sans serrer avec du film alimentaire propre ou un sac en plastique propre. Ne mettez jamais de beurre, d’huile, de dentifrice ou de plantes sur une brûlure. Emmenez l’enfant au dispensaire pour toute brûlure plus grande que la paume de sa main, sur le visage, les mains ou les parties intimes, ou en cas de doute.',
      ],
    },
    {
      heading: 'La fièvre',
      blocks: [
        'Dans les zones où il y a du paludisme, un enfant qui a de la fièvre doit être testé le jour même au dispensaire ou par un agent de santé communautaire. Faites-le boire, habillez-le légèrement et ne donnez un médicament contre la fièvre que comme l’indique un agent de santé ou la notice, selon l’âge et le poids de l’enfant.',
      ],
    },
    {
      heading: 'La diarrhée',
      blocks: [
        'Le danger de la diarrhée, c’est la perte d’eau. Continuez l’allaitement, donnez des sels de réhydratation orale (SRO) préparés exactement comme l’indique le sachet, par petites gorgées, et demandez à un agent de santé des comprimés de zinc. Lavez-vous les mains au savon après chaque change.',
      ],
    },
    {
      heading: 'Demandez de l’aide tout de suite si un enfant',
      blocks: [
        [
          'Ne peut pas boire ni téter, ou vomit tout',
          'Fait une crise (convulsion), ou est très somnolent et difficile à réveiller',
          'Respire très vite ou avec difficulté, ou a les lèvres qui bleuissent',
          'Est un bébé de moins de deux mois qui a de la fièvre, quelle qu’elle soit',
        ],
        'Ce sont des signes de danger. Allez tout de suite au dispensaire ou à l’hôpital le plus proche, et prévenez les parents en chemin.',
      ],
    },
  ],
};
