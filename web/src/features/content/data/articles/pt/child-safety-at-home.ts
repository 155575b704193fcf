import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'A maioria das lesões graves em crianças pequenas acontece em casa, e a maioria pode ser evitada. Percorra a sua casa à altura de um bebé que gatinha, e combine estas regras com todas as pessoas que cuidam dos seus filhos.',
  sections: [
    {
      heading: 'Água',
      blocks: [
        'Uma criança pequena pode afogar-se em poucos centímetros de água, depressa e em silêncio.',
        [
          'Esvazie baldes, bacias e banheiras logo depois de os usar',
          'Tape bidões de água, tanques e poços, e mantenha fechada a porta da casa de banho ou da latrina',
          'Nunca deixe um bebé ou uma criança pequena sozinhos no banho, nem por um momento',
          'Vede ou tape charcos, piscinas e valas perto de casa',
        ],
      ],
    },
    {
      heading: 'Fogo, cozinha e queimaduras',
      blocks: [
        [
          'Mantenha as crianças longe das fogueiras de cozinhar, dos fogões e do fogareiro (mbaula)',
          'Vire os cabos das panelas para dentro e mantenha as bebidas quentes fora do alcance',
          'Guarde fósforos, isqueiros e velas no alto',
          'Verifique a temperatura da água do banho com o cotovelo antes de a criança entrar',
        ],
        'Nunca use um fogareiro a carvão dentro de uma divisão fechada nem o leve para aquecer um quarto. Liberta monóxido de carbono, um gás que não se vê nem se cheira, e que pode matar crianças e adultos enquanto dormem.',
      ],
    },
    {
      heading: 'Venenos e medicamentos',
      blocks: [
        'A parafina, a lixívia, os pesticidas e os medicamentos estão entre as causas mais comuns de envenenamento.',
        [
          'Nunca guarde parafina ou químicos em garrafas ou copos de bebida',
          'Guarde os medicamentos, incluindo vitaminas e remédios tradicionais, fechados à chave ou no alto',
          'Mantenha o veneno para ratos e os inseticidas em spray longe da comida e dos sítios onde as crianças chegam',
        ],
      ],
    },
    {
      heading: 'Quedas, cortes e engasgamento',
      blocks: [
        [
          'Nunca deixe um bebé sozinho numa cama, mesa ou sofá',
          'Ponha um portão ou uma barreira nos degraus e mantenha janelas e varandas fechadas ou protegidas',
          'Guarde facas, lâminas e vidros partidos fora do alcance',
          'Mantenha objetos pequenos como moedas, missangas, botões e pilhas longe das crianças com menos de três anos',
          'Corte alimentos como amendoins, uvas e salsichas em pedaços pequenos para as crianças pequenas',
        ],
      ],
    },
    {
      heading: 'Eletricidade e exterior',
      blocks: [
        'Tape as tomadas que não usa, mantenha cabos e carregadores de telemóvel longe das mãos pequenas, e nunca deixe as crianças brincar perto de linhas elétricas ou de cabos partidos. Lá fora, veja se no quintal há metal afiado, buracos abertos e cobras, e mantenha o portão fechado para que as crianças pequenas não possam ir para a estrada.',
      ],
    },
    {
      heading: 'Pessoas e regras',
      blocks: [
        'Combine com o cuidador quem pode ir buscar as crianças, quem pode visitar e o que fazer se um desconhecido aparecer ao portão. As crianças devem aprender o nome completo e o número de telefone de um dos pais logo que forem capazes.',
        'Tenha os números de emergência, o do posto de saúde mais próximo e o de um vizinho de confiança escritos junto ao telefone e gravados em todos os telemóveis da casa, e guarde uma caixa simples de primeiros socorros onde os adultos a encontrem depressa. Leia o nosso artigo sobre primeiros socorros básicos e pense num curso curto de primeiros socorros para todas as pessoas que cuidam dos seus filhos.',
      ],
    },
  ],
};
