import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Cada vez mais famílias cuidam de um familiar doente em casa: depois de uma operação, depois de um AVC ou durante uma doença longa como a diabetes, o cancro ou o VIH. Bons cuidados em casa mantêm o doente confortável e seguro, e ajudam a família a carregar o peso.',
  sections: [
    {
      heading: 'Trabalhe com os profissionais de saúde',
      blocks: [
        'Antes de o doente sair do hospital, peça ao enfermeiro ou ao médico que explique o plano de cuidados e o escreva: medicamentos, tratamento das feridas, alimentação, exercício e a data da próxima consulta. Guarde todos os cartões do posto de saúde e os papéis do hospital juntos numa pasta, e leve-a a todas as consultas.',
      ],
    },
    {
      heading: 'Medicamentos',
      blocks: [
        [
          'Tenha uma tabela simples com cada medicamento, a dose e as horas, e marque-a sempre que der uma dose',
          'Dê os medicamentos exatamente como foram receitados, e termine os tratamentos como os antibióticos',
          'Nunca pare nem mude um medicamento sem perguntar ao profissional de saúde',
          'Guarde os medicamentos num lugar seco, fresco e fora do alcance das crianças',
        ],
      ],
    },
    {
      heading: 'Evite que as infeções se espalhem',
      blocks: [
        'Lave as mãos com sabão e água limpa antes e depois de tocar no doente, de mexer em comida ou medicamentos, e de mudar pensos ou a roupa de cama. Use luvas para sangue, feridas e líquidos do corpo, e deite fora as luvas e os pensos usados com segurança. Lave a roupa de cama e a roupa do doente à parte, em água quente com sabão, quando estiverem sujas.',
      ],
    },
    {
      heading: 'Conforto e cuidados com a pele',
      blocks: [
        'Um doente que passa muito tempo na cama pode ter úlceras de pressão, feridas dolorosas onde o corpo faz pressão contra a cama.',
        [
          'Ajude o doente a mudar de posição pelo menos de duas em duas horas, de dia e de noite',
          'Mantenha os lençóis limpos, secos e sem migalhas nem pregas',
          'Veja todos os dias os calcanhares, as ancas, as costas e os cotovelos à procura de pele vermelha ou ferida',
          'Ajude o doente a sentar-se, pôr-se de pé ou andar um pouco todos os dias, se o profissional de saúde concordar',
        ],
      ],
    },
    {
      heading: 'Comer e beber',
      blocks: [
        'Ofereça refeições pequenas muitas vezes, e bastante água limpa, a não ser que o médico tenha limitado os líquidos. Siga qualquer dieta especial, por exemplo menos sal para a tensão alta ou menos açúcar para a diabetes. Se engolir for difícil, alimentos moles como papas, legumes esmagados e sopas são mais fáceis e mais seguros. Um cozinheiro que prepara as refeições do doente pode ajudar quando a família está sobrecarregada.',
      ],
    },
    {
      heading: 'Conheça os sinais de alerta',
      blocks: [
        'Ligue ao profissional de saúde ou vá ao hospital se o doente tiver uma dor nova ou pior, febre alta, dificuldade em respirar, confusão, uma ferida vermelha, quente ou com mau cheiro, se não conseguir comer ou beber, ou se alguma coisa o preocupar. Confie na sua sensação de que algo não está bem.',
      ],
    },
    {
      heading: 'Cuide de quem cuida',
      blocks: [
        'Cuidar dia após dia cansa. Divida as tarefas entre os familiares, aceite a ajuda dos vizinhos, da igreja ou de grupos da comunidade, e faça pausas regulares. Um cuidador de doentes ao domicílio com formação, durante alguns dias ou noites, pode dar descanso à família e trazer competências como levantar o doente com segurança e tratar feridas. Não consegue cuidar bem de alguém se estiver exausto.',
      ],
    },
  ],
};
