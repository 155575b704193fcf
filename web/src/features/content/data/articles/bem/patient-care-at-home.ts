import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "Indupwa ishingi shilesunga umwina lupwa uulwala ku ng'anda: pa numa ya opareshoni, pa numa ya bulwele bwa stroke, nangu mu bulwele bwa nshita iitali pamo nga shuga (diabetes), kansa nangu HIV. Ukusunga kusuma ku ng'anda kulaikalika umulwele bwino kabili mu mutende, kabili kulaafwa ulupwa ukusenda icisendo.",
  sections: [
    {
      heading: 'Bombeni pamo na babomba ba bumi',
      blocks: [
        'Ilyo umulwele talafuma mu cipatala, ipusheni ba nesi nangu ba dokota ukulondolola ifya kumusunga no kufilemba: imiti, ukusunga icilonda, ifya kulya, ukwangalika umubili, no bushiku bwa kubwelelamo. Sungeni amakadi yonse aya kiliniki ne fipepala fya cipatala pamo mu folda imo, kabili muleisenda lyonse ilyo mulaya ku kumona ba dokota.',
      ],
    },
    {
      heading: 'Imiti',
      blocks: [
        [
          'Sungeni icipepala icayanguka icalembwa cila muti, ubwingi bwa kupeela ne nshita, kabili lembeniko akashibilo lyonse ilyo mwapeela umuti',
          'Peeleni imiti fye ifyo yalembwa, kabili pwisheni imiti pamo nga ama antibiotic',
          'Te kuti muleke nangu ukwalula umuti ukwabula ukwipusha kabomba wa bumi',
          'Bikeni imiti apo pauma, apatalala kabili apo abana tabengafika',
        ],
      ],
    },
    {
      heading: 'Lesheni amalwele ukusalangana',
      blocks: [
        'Sambeni iminwe ne sopo na menshi ayasuma ilyo tamulakumya umulwele na pa numa, ilyo mulekumya ifya kulya nangu imiti, na ilyo mulealula ifya kukaka icilonda nangu ifya pa bulili. Bomfyeni amagilavu pa mulopa, ifilonda na menshi ya mu mubili, kabili posheni amagilavu ne fya kukaka ifyabomfiwa mu mutende. Capeni ifya pa bulili ne fyakufwala fya mulwele fyeka mu menshi ayakaba aya sopo ilyo fyakowela.',
      ],
    },
    {
      heading: 'Ukwikala bwino no kusunga umubili',
      blocks: [
        'Umulwele uulaala pa bulili inshita iitali kuti akwata ifilonda fya kulaala (pressure sores), ifilonda ifyakalipa apo umubili utinikisha pa bulili.',
        [
          'Afweni umulwele ukwalula apo alaala nangu panono cila nshita shibili, akasuba na bushiku',
          'Sungeni amashuka ayasuma, ayauma kabili ukwabula utupoto ne fyakonteka',
          'Moneni ku fitendeleko (heels), mu mbali sha matako (hips), ku numa na ku nkokola cila bushiku nga paliko apakashika nangu apatoboka',
          'Afweni umulwele ukwikala, ukwiminina nangu ukwenda panono cila bushiku nga kabomba wa bumi asumina',
        ],
      ],
    },
    {
      heading: 'Ifya kulya ne fya kunwa',
      blocks: [
        'Peeleni ifya kulya ifinono inshita ishingi, na menshi ayasuma ayengi kano nga ba dokota balesha ukunwa ukwingi. Konkeni ifya kulya ifyalondolwelwa, pamo nga umucele uunono ku bulwele bwa mulopa uwanina (high blood pressure) nangu shuga inono ku bulwele bwa shuga (diabetes). Nga ukumina kulaafya, ifya kulya ifyanaka pamo nga umusunga, imisalu iyatobwa ne supu filaanguka kabili fili mu mutende. Kaipika uwaipikila umulwele ifya kulya kuti aafwa ilyo ulupwa lwanakilila.',
      ],
    },
    {
      heading: 'Ishibeni ifishibilo fya bwafya',
      blocks: [
        'Itaneni kabomba wa bumi nangu yeni ku cipatala nga umulwele alekalipwa ukupya nangu ukucilapo, alekaba sana umubili, alepema ukwafya, alefulunganikwa, nga icilonda cakashika, cilekaba nangu cilanunka, nga tengalya nangu ukunwa, nangu nga cili conse cilemusakamika. Cetekeleni ukumfwa kwenu ukuti cimo tacilebomba bwino.',
      ],
    },
    {
      heading: 'Sungeni na uusunga',
      blocks: [
        "Ukusunga umulwele cila bushiku kulanasha. Akanyeni incito mu bena lupwa, sumineni ubwafwilisho ukufuma ku bena mupalamano, ku calici nangu ku mabumba ya mu cifulo, kabili mulepumuna lyonse. Kasunga wa balwele ku ng'anda uwasambilila pa nshiku shimo nangu pa nshiku sha bushiku kuti apeela ulupwa ukupumuna kabili aleta amano pamo nga ukwimya umulwele mu mutende no kusunga ifilonda. Tekuti musunge umuntu bwino nga na imwe mwebene mwanaka sana.",
      ],
    },
  ],
};
