import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Dans les familles africaines, prendre soin de nos parents quand ils vieillissent est un devoir que beaucoup d’entre nous sont fiers de porter. Mais avec des enfants loin en ville ou à l’étranger, et avec nos propres emplois et nos jeunes familles, il vaut mieux organiser cette aide que la laisser au hasard.',
  sections: [
    {
      heading: 'Parlez-en tôt, en famille',
      blocks: [
        'Parlez avec vos parents de ce qu’ils veulent pendant qu’ils sont encore en bonne santé : où ils veulent vivre, qui ils veulent près d’eux, et comment gérer leur argent et leurs biens. Puis convenez entre frères, sœurs et autres proches de qui fait quoi. L’un peut passer chaque semaine, un autre payer une aide, un autre s’occuper des visites à l’hôpital. Écrivez ce plan pour que rien ne soit oublié et que personne ne porte tout seul.',
      ],
    },
    {
      heading: 'Les garder en bonne santé',
      blocks: [
        [
          'Des contrôles réguliers de la tension, du sucre, de la vue et de l’audition',
          'Des médicaments pris à l’heure, avec un tableau ou un pilulier marqué par jour',
          'Des repas simples et équilibrés, avec des légumes, des haricots, du poisson ou de la viande et assez d’eau',
          'De la marche ou un peu d’exercice chaque jour, selon leurs capacités',
          'Du temps avec les amis, l’église, les petits-enfants et la communauté, car la solitude nuit aussi à la santé',
        ],
      ],
    },
    {
      heading: 'Prévenir les chutes',
      blocks: [
        'Les chutes sont une cause majeure de blessures chez les personnes âgées. Gardez les passages et les sols dégagés et secs, ajoutez un bon éclairage, surtout sur le chemin des toilettes la nuit, posez une rampe là où il y a des marches, et vérifiez que les chaussures tiennent bien et ne glissent pas. Une canne ou un déambulateur choisi avec un soignant peut changer beaucoup de choses.',
      ],
    },
    {
      heading: 'Les troubles de la mémoire',
      blocks: [
        'Oublier un nom de temps en temps est normal avec l’âge. Se perdre dans un endroit connu, répéter la même question de nombreuses fois, avoir du mal avec l’argent ou changer de caractère, ce n’est pas simplement la vieillesse. Cela peut être un signe de démence ou d’une autre maladie qui se soigne. Consultez un médecin, et soyez patient : la personne ne fait pas exprès d’être difficile.',
      ],
    },
    {
      heading: 'Quand faire appel à une aide',
      blocks: [
        'Vous pouvez avoir besoin d’une aide quand votre parent ne peut plus se laver, s’habiller ou cuisiner seul en sécurité, quand la famille ne peut pas être là chaque jour, ou quand le proche aidant est épuisé. Une aide pour personnes âgées peut passer chaque jour, travailler des journées complètes ou être logée. Choisissez quelqu’un de patient et respectueux, vérifiez les références avec soin et mettez les tâches par écrit.',
        'Restez présent. Rendez visite ou appelez souvent, parlez avec l’aide, et demandez à votre parent comment les choses se passent quand vous êtes seuls tous les deux.',
      ],
    },
    {
      heading: 'Dignité et protection',
      blocks: [
        'Les personnes âgées ont le droit de faire leurs propres choix aussi longtemps qu’elles le peuvent. Associez-les aux décisions, frappez avant d’entrer dans leur chambre et parlez-leur à elles, pas d’elles. Malheureusement, les personnes âgées peuvent être négligées ou se faire prendre leur argent ou leur terre, parfois par des proches. Soyez attentif aux blessures inexpliquées, à la peur, à la perte de poids ou à l’argent qui disparaît, et agissez vite si quelque chose semble anormal.',
      ],
    },
  ],
};
