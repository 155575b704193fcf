import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Em África, muitos trabalhos de cuidador ainda começam com um simples aperto de mão. Um contrato escrito curto não quer dizer que desconfiam um do outro: quer dizer que ambos se lembram do mesmo acordo quando surgirem dúvidas meses depois.',
  sections: [
    {
      heading: 'Porquê pôr por escrito',
      blocks: [
        'A maior parte dos desentendimentos entre famílias e cuidadores é sobre coisas que nunca ficaram bem combinadas: tarefas extra, trabalho ao domingo, aviso prévio quando o trabalho acaba. Um contrato escrito resolve isto antes de virar discussão.',
        'A lei laboral da Zâmbia, incluindo o Employment Code Act, prevê que as principais condições de emprego fiquem por escrito, e a ordem de salário mínimo dos trabalhadores domésticos fixa condições abaixo das quais um contrato não pode ficar. Um contrato escrito ajuda também o cuidador a abrir uma conta bancária, a inscrever-se na segurança social ou a arrendar casa.',
      ],
    },
    {
      heading: 'O que o contrato deve dizer',
      blocks: [
        'Seja breve e use linguagem simples. Inclua:',
        [
          'Os nomes do empregador e do cuidador, com os números de NRC ou de passaporte',
          'O nome do cargo e as principais tarefas, numa lista curta',
          'O local de trabalho, e se o cuidador vive em casa da família ou não',
          'O horário, os dias de descanso e os feriados',
          'O salário mensal, o dia de pagamento, a forma de pagamento e os subsídios',
          'Horas extraordinárias: quando se aplicam e como são pagas',
          'Férias anuais, baixa por doença e licença de maternidade',
          'Um período experimental, se o usar, e a sua duração',
          'O aviso prévio que cada um tem de dar para terminar o trabalho',
          'Regras que ambos aceitam, como visitas, uso do telefone ou privacidade',
          'A data e as assinaturas dos dois',
        ],
      ],
    },
    {
      heading: 'Garanta que é compreendido',
      blocks: [
        'Leiam o contrato juntos. Se o inglês não for a primeira língua do cuidador, explique-o numa língua em que se sinta à vontade, como nyanja, bemba ou tonga, ou peça ajuda a alguém da confiança de ambos. Dê ao cuidador tempo para fazer perguntas e, se quiser, para o mostrar primeiro a um familiar.',
        'Façam duas cópias e assinem as duas. Cada um fica com uma. Nunca fique com a cópia do cuidador, com o NRC ou com o passaporte dele.',
      ],
    },
    {
      heading: 'Quando as coisas mudam',
      blocks: [
        'Um bebé novo, uma mudança para outra cidade ou tarefas novas mudam o trabalho. Quando isso acontecer, combinem as mudanças e escrevam-nas num pequeno aditamento assinado ao contrato, com o novo salário, se houver.',
      ],
    },
    {
      heading: 'Terminar o trabalho de forma justa',
      blocks: [
        'Se o trabalho tiver de terminar, dê o aviso prévio que o contrato e a lei exigem, pague tudo o que é devido até ao último dia, incluindo as férias não gozadas, e escreva uma carta de referência curta se o trabalho foi bom. Um fim justo protege o nome da sua família e ajuda o cuidador a encontrar o próximo trabalho.',
        'Se tiver dúvidas sobre alguma parte da lei, a repartição do trabalho mais próxima pode aconselhar empregadores e trabalhadores gratuitamente.',
      ],
    },
  ],
};
