import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Nas famílias africanas, cuidar dos nossos pais quando envelhecem é um dever que muitos de nós temos orgulho em cumprir. Mas com os filhos longe, na cidade ou no estrangeiro, e com os nossos próprios empregos e famílias jovens, ajuda planear esses cuidados em vez de os deixar ao acaso.',
  sections: [
    {
      heading: 'Falem cedo, em família',
      blocks: [
        'Fale com os seus pais sobre o que querem enquanto ainda estão bem: onde querem viver, quem querem perto deles e como devem ser geridos o seu dinheiro e os seus bens. Depois combinem entre irmãos, irmãs e outros familiares quem faz o quê. Um pode visitar todas as semanas, outro pode pagar um cuidador, outro pode tratar das idas ao hospital. Escrevam o plano para que nada seja esquecido e ninguém carregue tudo sozinho.',
      ],
    },
    {
      heading: 'Mantê-los saudáveis',
      blocks: [
        [
          'Consultas regulares para a tensão, o açúcar, a vista e a audição',
          'Medicamentos tomados a horas, com uma tabela ou uma caixa de comprimidos marcada por dias',
          'Refeições simples e equilibradas, com legumes, feijão, peixe ou carne e água suficiente',
          'Caminhar ou fazer exercício leve todos os dias, na medida do possível',
          'Tempo com amigos, a igreja, os netos e a comunidade, porque a solidão também faz mal à saúde',
        ],
      ],
    },
    {
      heading: 'Evitar quedas',
      blocks: [
        'As quedas são uma causa importante de lesões nas pessoas idosas. Mantenha os caminhos e o chão livres e secos, ponha boa iluminação, sobretudo no caminho para a casa de banho à noite, coloque um corrimão onde houver degraus, e confirme que os sapatos servem bem e não escorregam. Uma bengala ou um andarilho escolhidos com um profissional de saúde podem fazer uma grande diferença.',
      ],
    },
    {
      heading: 'Mudanças na memória',
      blocks: [
        'Esquecer um nome de vez em quando é normal com a idade. Perder-se num sítio conhecido, repetir muitas vezes a mesma pergunta, ter dificuldade com o dinheiro ou mudar de personalidade não é só velhice. Podem ser sinais de demência ou de outra doença que tem tratamento. Consulte um médico e tenha paciência: a pessoa não está a ser difícil de propósito.',
      ],
    },
    {
      heading: 'Quando procurar ajuda',
      blocks: [
        'Pode precisar de um cuidador quando o seu pai ou a sua mãe já não conseguem lavar-se, vestir-se ou cozinhar sozinhos com segurança, quando a família não pode estar presente todos os dias, ou quando o familiar que cuida está esgotado. Um cuidador de idosos pode ir todos os dias, trabalhar o dia inteiro ou viver em casa. Escolha alguém paciente e respeitoso, confirme as referências com cuidado e combine as tarefas por escrito.',
        'Continue presente. Visite ou telefone muitas vezes, fale com o cuidador, e pergunte ao seu pai ou à sua mãe como estão as coisas quando estiverem a sós.',
      ],
    },
    {
      heading: 'Dignidade e proteção',
      blocks: [
        'As pessoas idosas têm o direito de tomar as suas próprias decisões enquanto puderem. Inclua-as nas decisões, bata à porta antes de entrar no quarto delas e fale com elas, não sobre elas. Infelizmente, as pessoas idosas podem ser abandonadas ou ficar sem o seu dinheiro ou a sua terra, às vezes por pessoas próximas. Esteja atento a ferimentos sem explicação, medo, perda de peso ou dinheiro que desaparece, e aja depressa se algo parecer errado.',
      ],
    },
  ],
};
