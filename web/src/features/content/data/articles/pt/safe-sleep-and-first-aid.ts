import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Todas as pessoas que cuidam de um bebé ou de uma criança pequena devem saber como pôr um bebé a dormir em segurança e o que fazer nos primeiros minutos de uma emergência. Esta página é um lembrete, não substitui um curso de primeiros socorros nem os conselhos de um enfermeiro ou médico.',
  sections: [
    {
      heading: 'Sono seguro para bebés',
      blocks: [
        [
          'Deite sempre o bebé de costas, nas sestas e à noite',
          'Use um colchão ou uma esteira firme e plana, sem almofadas, peluches ou cobertores grossos',
          'Mantenha o bebé perto, no seu quarto, mas no seu próprio lugar de dormir',
          'Não deixe um bebé dormir ao lado de um adulto que bebeu álcool, fumou ou tomou medicamentos que dão sono',
          'Use um mosquiteiro tratado com inseticida por cima do lugar de dormir',
          'Mantenha o bebé quente mas não com calor: uma camada leve a mais do que um adulto precisa é suficiente',
        ],
      ],
    },
    {
      heading: 'Engasgamento',
      blocks: [
        'Se a criança estiver a tossir com força, deixe-a continuar a tossir. Se não conseguir tossir, chorar ou respirar:',
        [
          'Bebé com menos de um ano: deite o bebé de barriga para baixo ao longo do seu antebraço ou da sua coxa, com a cabeça mais baixa, e dê até cinco palmadas firmes nas costas, entre as omoplatas. Se não resultar, vire o bebé de barriga para cima e faça até cinco compressões no peito com dois dedos no centro do peito.',
          'Criança com mais de um ano: dê até cinco palmadas nas costas e depois até cinco compressões abdominais, puxando para dentro e para cima, logo acima do umbigo.',
          'Se o objeto não sair, peça ajuda de emergência e continue a repetir o ciclo.',
        ],
      ],
    },
    {
      heading: 'Queimaduras',
      blocks: [
        'Arrefeça a queimadura com água fresca, limpa e corrente durante 20 minutos, o mais depressa possível. Tire a roupa apertada e as joias perto da queimadura, a não ser que estejam coladas. Cubra sem apertar com película aderente limpa ou um saco de plástico limpo. Nunca ponha manteiga, óleo, pasta de dentes ou ervas numa queimadura. Leve a criança ao posto de saúde se a queimadura for maior do que a palma da mão da criança, se for na cara, nas mãos ou nas partes íntimas, ou se tiver dúvidas.',
      ],
    },
    {
      heading: 'Febre',
      blocks: [
        'Nas zonas com malária, uma criança com febre deve fazer o teste no mesmo dia, no posto de saúde ou com um agente comunitário de saúde. Dê-lhe de beber, vista-a com roupa leve e dê medicamento para a febre só como um profissional de saúde ou a embalagem indicarem para a idade e o peso da criança.',
      ],
    },
    {
      heading: 'Diarreia',
      blocks: [
        'O perigo da diarreia é a perda de água. Continue a amamentar, dê sais de reidratação oral (SRO) preparados exatamente como diz a embalagem, em pequenos goles, e pergunte a um profissional de saúde sobre os comprimidos de zinco. Lave as mãos com sabão depois de cada muda de fralda.',
      ],
    },
    {
      heading: 'Procure ajuda imediatamente se a criança',
      blocks: [
        [
          'Não consegue beber nem mamar, ou vomita tudo',
          'Tem uma convulsão, ou está muito sonolenta e difícil de acordar',
          'Respira muito depressa ou com dificuldade, ou tem os lábios a ficar azuis',
          'É um bebé com menos de dois meses com qualquer febre',
        ],
        'Estes são sinais de perigo. Vá logo ao posto de saúde ou ao hospital mais próximo, e avise os pais pelo caminho.',
      ],
    },
  ],
};
