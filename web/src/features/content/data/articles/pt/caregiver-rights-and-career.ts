import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Cuidar de crianças, doentes e pessoas idosas é um trabalho qualificado e importante. Tem direitos no trabalho e, com os passos certos, pode construir uma carreira mais bem paga e com mais escolhas.',
  sections: [
    {
      heading: 'Os seus direitos no trabalho',
      blocks: [
        'Na Zâmbia, os trabalhadores domésticos, incluindo amas, empregadas domésticas, cozinheiros e cuidadores ao domicílio, estão protegidos pelas leis laborais e por uma ordem de salário mínimo e condições de emprego para trabalhadores domésticos. Os valores mudam de tempos a tempos, por isso confirme a ordem legal em vigor (current statutory order) no Ministério do Trabalho e da Segurança Social (Ministry of Labour and Social Security) ou numa repartição do trabalho. Em geral, pode contar com:',
        [
          'Pelo menos o salário mínimo legal, pago por inteiro e a horas',
          'Um contrato escrito com as suas tarefas, horário, salário e aviso prévio',
          'Dias de descanso, feriados, férias anuais pagas e baixa por doença',
          'Pagamento das horas extraordinárias combinadas',
          'Inscrição na segurança social (NAPSA) e no seguro de saúde (NHIMA)',
          'Um local de trabalho seguro e um tratamento com respeito',
        ],
      ],
    },
    {
      heading: 'Proteja-se',
      blocks: [
        [
          'Guarde consigo o seu NRC, o passaporte e o contrato. Nenhum empregador deve ficar com eles',
          'Escreva as horas que trabalha e o salário que recebe todos os meses',
          'Peça para ser pago por banco ou por dinheiro móvel (mobile money), para haver registo',
          'Diga a alguém de confiança onde trabalha, sobretudo se viver em casa do empregador',
        ],
        'Ninguém tem o direito de lhe bater, de o ameaçar, de o assediar sexualmente ou de o fechar em casa. Se isso acontecer, saia se puder e vá à polícia ou a uma repartição do trabalho. Salários em atraso e despedimentos injustos podem ser comunicados à repartição do trabalho, que aconselha gratuitamente.',
      ],
    },
    {
      heading: 'Desenvolva as suas competências',
      blocks: [
        'As famílias pagam mais a cuidadores que provam as suas competências. Bons pontos de partida são:',
        [
          'Um curso de primeiros socorros, sobretudo para bebés e crianças',
          'Prevenção de infeções e higiene das mãos, para cuidar de doentes',
          'Desenvolvimento infantil e disciplina positiva',
          'Cuidados a pessoas com demência e a pessoas idosas',
          'Nutrição e cozinha para crianças e doentes',
        ],
        'Muitos bons cursos são gratuitos e podem ser feitos no telemóvel. Veja a nossa página de cursos para conhecer alguns dos melhores, e guarde todos os certificados que obtiver.',
      ],
    },
    {
      heading: 'Construa o seu perfil',
      blocks: [
        'Um perfil completo, com uma fotografia nítida, a sua experiência, as línguas e os certificados carregados, recebe mais propostas. Peça a cada empregador uma carta de referência curta quando um trabalho termina bem, e guarde os contactos das famílias que estão dispostas a falar bem de si.',
      ],
    },
    {
      heading: 'Escolha um caminho',
      blocks: [
        'Com experiência e formação, pode passar para funções mais bem pagas: ama de recém-nascidos (maternity nurse), ama de crianças com necessidades especiais, profissional da primeira infância, preceptora (governess) ou cuidador de doentes em casa e no hospital. Alguns cuidadores seguem para cursos de enfermagem ou de professor, ou abrem o seu próprio negócio de guarda de crianças ou de cozinha. Defina um objetivo para o próximo ano, poupe um pouco de cada salário e faça um curso novo de cada vez.',
      ],
    },
  ],
};
