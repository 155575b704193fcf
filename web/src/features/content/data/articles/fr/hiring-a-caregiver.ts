import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'La personne qui s’occupe de vos enfants ou de vos parents fait partie de votre quotidien. Prendre un peu de temps à chaque étape de l’embauche vous évite bien des soucis par la suite, à vous comme à l’aide à domicile.',
  sections: [
    {
      heading: 'Notez ce dont vous avez besoin',
      blocks: [
        'Avant de parler à qui que ce soit, définissez le poste réel. Une nounou pour un bébé, une nounou-aide ménagère pour des enfants d’âge scolaire et une aide pour une grand-mère après un AVC sont des emplois très différents, qui demandent des compétences différentes.',
        [
          'Qui sera pris en charge, avec son âge ou ses besoins de santé',
          'Les jours et les horaires, et si la personne sera logée chez vous ou non',
          'Le ménage, la cuisine ou la conduite qui font partie du poste',
          'Les langues que la personne doit parler avec votre famille',
          'Le salaire que vous pouvez proposer (lisez d’abord notre article sur le salaire juste)',
        ],
      ],
    },
    {
      heading: 'Publiez l’offre et lisez les profils',
      blocks: [
        'Publiez votre offre avec ces informations, pour que les personnes qui vous contactent sachent déjà ce que vous attendez. Lisez les profils avec attention : l’expérience avec des enfants du même âge, une formation comme les premiers secours et la durée passée dans les emplois précédents vous en disent beaucoup.',
      ],
    },
    {
      heading: 'Rencontrez les candidats en personne',
      blocks: [
        'Rencontrez les personnes qui vous plaisent le plus, de préférence chez vous, et laissez-les rencontrer les enfants ou la personne dont elles s’occuperont. Posez des questions ouvertes qui montrent comment elles réfléchissent, pas seulement ce qu’elles ont fait :',
        [
          'Que feriez-vous si le bébé avait une forte fièvre et que vous ne pouviez pas me joindre ?',
          'Comment faites-vous avec un tout-petit qui refuse de manger ou de dormir ?',
          'Parlez-moi d’une famille pour laquelle vous avez travaillé. Pourquoi l’emploi a-t-il pris fin ?',
          'De quoi avez-vous besoin de la part d’un employeur pour faire au mieux votre travail ?',
        ],
        'Observez comment elles parlent aux enfants. La chaleur, la patience et le calme comptent plus qu’une réponse parfaite.',
      ],
    },
    {
      heading: 'Vérifiez avant de décider',
      blocks: [
        'Demandez à voir la carte nationale d’identité (NRC) ou le passeport de la personne et gardez-en une copie. Appelez vous-même au moins deux anciens employeurs et demandez-leur s’ils l’embaucheraient à nouveau. Un certificat de bonne conduite de la police (police clearance) et un certificat médical récent apportent une tranquillité supplémentaire, surtout pour un emploi logé et pour les soins aux malades.',
        'Beaucoup de familles prévoient aussi une journée ou une semaine d’essai rémunérée. Payez-la : c’est un vrai travail, et un bon départ crée la confiance.',
      ],
    },
    {
      heading: 'Mettez les conditions par écrit',
      blocks: [
        'Une fois votre choix fait, inscrivez le salaire, les horaires, les tâches, les jours de repos et le préavis dans un court contrat écrit, signé par vous deux. Notre article sur les contrats écrits explique ce qu’il faut y mettre.',
      ],
    },
    {
      heading: 'Réussir les premières semaines',
      blocks: [
        'Prenez le temps de montrer votre maison, vos habitudes et l’endroit où se trouve la trousse de premiers secours. Notez les numéros de téléphone importants, les allergies et les habitudes des enfants. Au début, parlez-vous tous les quelques jours : les petits problèmes se règlent facilement quand on les prend tôt. Une personne qui se sent respectée et bien informée a bien plus de chances de rester, et la stabilité est l’un des plus beaux cadeaux que vous puissiez faire à un enfant.',
      ],
    },
  ],
};
