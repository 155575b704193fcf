import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Pagar bem a um cuidador não é só cumprir a lei; é também a melhor forma de manter uma boa pessoa. Um cuidador que consegue pagar a renda, alimentar os próprios filhos e fazer planos fica mais tranquilo e mais empenhado.',
  sections: [
    {
      heading: 'Comece pelo mínimo legal',
      blocks: [
        'Na Zâmbia, o salário e as condições básicas dos trabalhadores domésticos, incluindo amas, empregadas domésticas, cozinheiros e cuidadores ao domicílio, são fixados por uma ordem de salário mínimo e condições de emprego para trabalhadores domésticos (minimum wages and conditions of employment order), feita ao abrigo das leis laborais do país. A ordem fixa um salário mínimo mensal e pode também fixar subsídios e regras sobre horário, férias e horas extraordinárias.',
        'Os valores são revistos de tempos a tempos, por isso confirme sempre a ordem legal em vigor (current statutory order) antes de combinar o salário. O Ministério do Trabalho e da Segurança Social (Ministry of Labour and Social Security) e a repartição do trabalho mais próxima podem dizer-lhe o que se aplica hoje. O mínimo é um chão, não uma meta: pagar menos é contra a lei, e pagar só o mínimo raramente segura um cuidador experiente.',
        'Noutros países africanos as regras são diferentes, mas a maioria tem um salário mínimo ou uma norma própria para o trabalho doméstico. Pergunte ao ministério do trabalho antes de fazer uma proposta.',
      ],
    },
    {
      heading: 'Como é um salário justo',
      blocks: [
        'Acima do mínimo, o salário costuma refletir o trabalho e a pessoa que o faz:',
        [
          'Experiência, formação e certificados, como primeiros socorros ou um curso de enfermagem',
          'O número e a idade das crianças, ou as necessidades do doente',
          'Tarefas extra como cozinhar, conduzir ou cuidar durante a noite',
          'Horários longos ou fora do comum, viver em casa da família e viajar com ela',
        ],
        'O quarto e as refeições de um cuidador que vive em casa fazem parte do trabalho e não são motivo para pagar abaixo do mínimo. Não os desconte do salário, a não ser que a ordem em vigor o permita claramente.',
      ],
    },
    {
      heading: 'Pague a horas, sempre',
      blocks: [
        'Combine um dia de pagamento e cumpra-o. Pagar por transferência bancária ou por dinheiro móvel (mobile money) deixa um registo para os dois; se pagar em dinheiro, faça um recibo simples com o mês, o valor e os subsídios, e peça ao cuidador que assine a sua cópia.',
        'Nunca retenha o salário como castigo ou para impedir alguém de sair. Se houver um problema com o trabalho, falem abertamente.',
      ],
    },
    {
      heading: 'Horas extraordinárias, férias e contribuições',
      blocks: [
        'As horas a mais, os feriados e as noites devem ser pagos como dizem a ordem e o vosso contrato. O cuidador tem também direito a dias de descanso e a férias anuais pagas.',
        'Na Zâmbia, espera-se que os empregadores inscrevam os seus trabalhadores na segurança social, na National Pension Scheme Authority (NAPSA), e no seguro nacional de saúde, na National Health Insurance Management Authority (NHIMA), e que paguem as contribuições. Estas protegem o cuidador na velhice e na doença. Pergunte em cada serviço como inscrever um trabalhador doméstico.',
      ],
    },
    {
      heading: 'Reveja o salário todos os anos',
      blocks: [
        'Os preços sobem todos os anos. Sentem-se uma vez por ano, falem sobre como correu o trabalho e combinem um aumento. Um aumento pequeno e regular mostra ao cuidador que é valorizado, e custa muito menos do que encontrar e formar uma pessoa nova.',
      ],
    },
  ],
};
