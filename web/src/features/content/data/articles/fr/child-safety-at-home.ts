import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'La plupart des blessures graves des jeunes enfants arrivent à la maison, et la plupart peuvent être évitées. Faites le tour de votre maison à hauteur d’un bébé qui rampe, et convenez de ces règles avec toutes les personnes qui s’occupent de vos enfants.',
  sections: [
    {
      heading: 'L’eau',
      blocks: [
        'Un petit enfant peut se noyer dans quelques centimètres d’eau, vite et sans bruit.',
        [
          'Videz seaux, bassines et baignoires tout de suite après usage',
          'Couvrez les fûts, les citernes et les puits, et gardez fermée la porte des toilettes ou des latrines',
          'Ne laissez jamais un bébé ou un tout-petit seul dans le bain, même un instant',
          'Clôturez ou couvrez les mares, les piscines et les fossés près de la maison',
        ],
      ],
    },
    {
      heading: 'Le feu, la cuisine et les brûlures',
      blocks: [
        [
          'Tenez les enfants loin des feux de cuisine, des réchauds et du brasero (mbaula)',
          'Tournez les manches des casseroles vers l’intérieur et gardez les boissons chaudes hors de portée',
          'Rangez les allumettes, les briquets et les bougies en hauteur',
          'Vérifiez la température de l’eau du bain avec le coude avant que l’enfant n’y entre',
        ],
        'N’utilisez jamais un brasero à charbon dans une pièce fermée et ne le rentrez jamais pour chauffer une chambre. Il dégage du monoxyde de carbone, un gaz qu’on ne voit pas et qu’on ne sent pas, qui peut tuer enfants et adultes pendant leur sommeil.',
      ],
    },
    {
      heading: 'Les poisons et les médicaments',
      blocks: [
        'La paraffine, l’eau de Javel, les pesticides et les médicaments sont parmi les causes d’intoxication les plus fréquentes.',
        [
          'Ne mettez jamais de paraffine ou de produits chimiques dans des bouteilles ou des tasses à boire',
          'Gardez les médicaments, y compris les vitamines et les remèdes traditionnels, sous clé ou en hauteur',
          'Tenez la mort-aux-rats et les insecticides en spray loin de la nourriture et des endroits que les enfants peuvent atteindre',
        ],
      ],
    },
    {
      heading: 'Les chutes, les coupures et l’étouffement',
      blocks: [
        [
          'Ne laissez jamais un bébé seul sur un lit, une table ou un canapé',
          'Installez une barrière devant les marches et gardez les fenêtres et les balcons fermés ou protégés',
          'Rangez les couteaux, les rasoirs et le verre cassé hors de portée',
          'Tenez les petits objets comme les pièces, les perles, les boutons et les piles loin des enfants de moins de trois ans',
          'Coupez les aliments comme les arachides, le raisin et les saucisses en petits morceaux pour les jeunes enfants',
        ],
      ],
    },
    {
      heading: 'L’électricité et l’extérieur',
      blocks: [
        'Couvrez les prises inutilisées, gardez les câbles et les chargeurs de téléphone loin des petites mains, et ne laissez jamais les enfants jouer près des lignes électriques ou de câbles abîmés. Dehors, vérifiez que la cour n’a ni métal coupant, ni fosse ouverte, ni serpent, et gardez le portail fermé pour que les tout-petits ne puissent pas aller sur la route.',
      ],
    },
    {
      heading: 'Les personnes et les règles',
      blocks: [
        'Convenez avec votre aide de qui peut venir chercher les enfants, qui peut leur rendre visite et quoi faire si un inconnu se présente au portail. Les enfants devraient apprendre leur nom complet et le numéro de téléphone d’un parent dès qu’ils en sont capables.',
        'Notez les numéros d’urgence, celui du dispensaire le plus proche et celui d’un voisin de confiance près du téléphone, enregistrez-les dans chaque téléphone de la maison, et gardez une trousse de premiers secours simple là où les adultes la trouvent vite. Lisez notre article sur les gestes de premiers secours et pensez à une courte formation aux premiers secours pour toutes les personnes qui gardent vos enfants.',
      ],
    },
  ],
};
