import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "Ifilonda ifingi ifikalamba ifya bana abanono fyacitikila ku ng'anda, kabili ifingi kuti fyacingililwa. Endeni mu ng'anda yenu pa butali bwa kanya akakalaba, kabili sumineni aya mafunde na bonse abasunga abana benu.",
  sections: [
    {
      heading: 'Amenshi',
      blocks: [
        'Umwana uunono kuti afwila mu menshi ya ma sentimita fye ayanono, bwangu bwangu kabili ukwabula icongo.',
        [
          'Itileni amenshi ya mu mabakiti, mu mbale na mu ma bafu ilyo fye mwapwisha ukubomfya',
          'Fimbeni amadramu ya menshi, amatanki ne fishima, kabili isaleni ululyango lwa cimbusu',
          'Te kuti mushe kanya nangu umwana uunono eka mu menshi ya kusamba, nangu kashita akanono',
          "Cingeni nangu fimbeni ifishiba, ama pool ne mifolo ifili mupepi ne ng'anda",
        ],
      ],
    },
    {
      heading: 'Umulilo, ukuipika no kupya',
      blocks: [
        [
          'Sungeni abana ukutali no mulilo wa kuipikapo, ama stovu na mbaula',
          'Alulileni imipini ya nongo ku kati kabili bikeni ifya kunwa ifyakaba apo abana tabengafika',
          'Bikeni amacisi, ama laita na makandulo pa muulu',
          'Pimeni ukukaba kwa menshi ya kusamba ne nkokola yenu ilyo umwana tala ingila',
        ],
        'Te kuti mubomfye mbaula ya makala mu cipinda icaisalwa nangu ukuileta mu cipinda ca kulaala pa kukafya. Ilafumya icushi ca carbon monoxide, umwela ushimoneka kabili ushinunka, uwingepaya abana na bakalamba ilyo balelaala.',
      ],
    },
    {
      heading: 'Ubwanga ne miti',
      blocks: [
        'Parafini, bleach, imiti ya kwipaya udushishi ne miti ya ku cipatala fili pa fintu ifilenga abana ukulya ubwanga sana.',
        [
          'Te kuti mubike parafini nangu imiti mu mabotolo nangu mu makapu ya fya kunwa',
          'Bikeni imiti, pamo na ma vitamini ne miti ya ciyambo, mu cintu icaisalwa nangu pa muulu',
          'Bikeni ubwanga bwa kwipaya imbeba ne fya kupopa udushishi ukutali ne fya kulya na ku ncende abana bengafika',
        ],
      ],
    },
    {
      heading: 'Ukuwa, ukuputulwa no kukakatilwa',
      blocks: [
        [
          'Te kuti mushe kanya eka pa bulili, pa tebulo nangu pa sofa',
          'Bikeni icipata nangu icakulesha pa fyakunina kabili isaleni amawindo ne ma balkoni nangu mubikepo icakulesha',
          'Bikeni imimwele, ama razor ne fipande fya mabotolo ayatoboka apo abana tabengafika',
          'Sungeni ifintu ifinono pamo nga indalama sha cela, ubulungu, amabatani ne mabetri ukutali na bana abashilafika imyaka itatu',
          'Putuleni ifya kulya pamo nga imbalala, amagrape na masoseji mu fipande ifinono ku bana abanono',
        ],
      ],
    },
    {
      heading: 'Amalaiti na ku nse',
      blocks: [
        'Fimbeni amasoketi ayashibomfiwa, bikeni ifingwe ne ma chaja ya foni ukutali ne minwe inono, kabili te kuti muleke abana ukwangala mupepi ne fingwe fya malaiti nangu ifingwe ifyatoboka. Ku nse, moneni mu lubansa nga mwaba ifyela ifyatwa, ifilindi ifishafimbwa ne nsoka, kabili isaleni icipata pa kuti abana abanono tabengafuma ukuya mu musebo.',
      ],
    },
    {
      heading: 'Abantu na mafunde',
      blocks: [
        'Sumineni na kasunga wenu uwingasenda abana, uwingesa ukutandalila, ne fyo alingile ukucita nga umuntu uushishibikwa aisa pa cipata. Abana balingile ukusambilila amashina yabo yonse ne nambala ya foni iya mufyashi ilyo fye bengacikwanisha.',
        "Lembeni inambala sha mu bwafya, ikiliniki ya mupepi ne nambala ya mwina mupalamano uwacetekelwa mupepi ne foni, no kushisunga mu mafoni yonse aya mu ng'anda, kabili sungeni icipao ca kwafwilisha mu bwangu (first aid) apo abakalamba bengacisanga bwangu. Belengeni ilyashi lyesu pa kwafwilisha mu bwangu kabili tontonkanyeni pa masambililo ya first aid ayacepa ku bonse abasunga abana benu.",
      ],
    },
  ],
};
