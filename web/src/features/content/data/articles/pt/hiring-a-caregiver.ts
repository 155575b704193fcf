import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'A pessoa que cuida dos seus filhos ou dos seus pais passa a fazer parte do seu dia a dia. Dedicar um pouco de tempo a cada passo da contratação poupa muitas preocupações mais tarde, a si e ao cuidador.',
  sections: [
    {
      heading: 'Escreva aquilo de que precisa',
      blocks: [
        'Antes de falar com alguém, decida qual é realmente o trabalho. Uma ama para um bebé, uma ama que também faz a lida da casa para crianças em idade escolar e um cuidador para uma avó depois de um AVC são trabalhos muito diferentes, e pedem competências diferentes.',
        [
          'Quem vai ser cuidado, e a idade ou as necessidades de saúde de cada um',
          'Os dias e as horas, e se o cuidador vai viver em sua casa ou não',
          'As tarefas de casa, a cozinha ou a condução que fazem parte do trabalho',
          'As línguas que o cuidador deve falar com a sua família',
          'O salário que pode oferecer (leia primeiro o nosso artigo sobre salário justo)',
        ],
      ],
    },
    {
      heading: 'Publique a vaga e leia os perfis',
      blocks: [
        'Publique a sua vaga com estes dados, para que os cuidadores que o contactarem já saibam o que espera. Leia os perfis com atenção: a experiência com crianças da mesma idade, formação como primeiros socorros e o tempo que as pessoas ficaram nos empregos anteriores dizem-lhe muito.',
      ],
    },
    {
      heading: 'Faça a entrevista pessoalmente',
      blocks: [
        'Encontre-se com as pessoas de que mais gostou, de preferência em sua casa, e deixe-as conhecer as crianças ou a pessoa de quem vão cuidar. Faça perguntas abertas que mostrem como pensam, e não só o que fizeram:',
        [
          'O que faria se o bebé tivesse febre alta e não me conseguisse contactar?',
          'Como lida com uma criança pequena que se recusa a comer ou a dormir?',
          'Fale-me de uma família para quem trabalhou. Porque terminou o trabalho?',
          'De que precisa de um empregador para fazer o melhor trabalho possível?',
        ],
        'Veja como falam com as crianças. Carinho, paciência e calma contam mais do que uma resposta perfeita.',
      ],
    },
    {
      heading: 'Confirme antes de decidir',
      blocks: [
        'Peça para ver o Cartão Nacional de Registo (NRC) ou o passaporte do cuidador e guarde uma cópia. Ligue pessoalmente a pelo menos dois antigos empregadores e pergunte se voltariam a contratar essa pessoa. Um certificado de registo criminal da polícia (police clearance) e um atestado médico recente dão mais tranquilidade, sobretudo para trabalhos em que o cuidador vive em casa e para cuidar de doentes.',
        'Muitas famílias combinam também um dia ou uma semana de experiência paga. Pague-a: é trabalho a sério, e um começo justo cria confiança.',
      ],
    },
    {
      heading: 'Combine as condições por escrito',
      blocks: [
        'Depois de escolher, escreva o salário, o horário, as tarefas, os dias de folga e o aviso prévio num contrato escrito curto, assinado por ambos. O nosso artigo sobre contratos escritos explica o que incluir.',
      ],
    },
    {
      heading: 'Faça as primeiras semanas correrem bem',
      blocks: [
        'Reserve tempo para mostrar ao cuidador a sua casa, as suas rotinas e onde guarda a caixa de primeiros socorros. Escreva os números de telefone importantes, as alergias e as rotinas das crianças. No início, conversem de poucos em poucos dias: os pequenos problemas resolvem-se facilmente quando apanhados cedo. Um cuidador que se sente respeitado e bem informado tem muito mais probabilidade de ficar, e a estabilidade é um dos melhores presentes que pode dar a uma criança.',
      ],
    },
  ],
};
