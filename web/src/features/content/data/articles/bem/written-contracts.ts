import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Incito ishingi isha kusunga abantu mu Africa shicili shilatampa no kwikatana fye iminwe. Icipangano cinono ica kulemba tacilolele ukuti tamucetekelana: cilolele ukuti mwense mukebukisha icipangano cimo cine ilyo imipusho yaisa pa numa ya myeshi.',
  sections: [
    {
      heading: 'Mulandu nshi ukulemba',
      blocks: [
        'Ukukansana ukwingi pa kati ka ndupwa na ba kasunga kwaba pa fintu ifishasuminwepo bwino: incito shimbi, ukubomba pa Mulungu, ne nshita ya kulanga ilyo incito ikapwa. Icipangano ica kulemba cilapwisha ifi ilyo tafilaba ukukansana.',
        "Amafunde ya ncito aya mu Zambia, pamo ne Employment Code Act, yalefwaya ifipimo ifikalamba ifya ncito ukulembwa, kabili amafunde ya mushahara uunono aya babomfi ba mu ng'anda yalabika ifipimo icipangano cishingacepako. Icipangano ica kulemba cilaafwa na kasunga ukwisula akaunti ku banki, ukulembesha ku ndalama sha mu bukote nangu ukupanga ing'anda.",
      ],
    },
    {
      heading: 'Ifyalingile ukuba mu cipangano',
      blocks: [
        'Cipangeni icipi kabili mu mashiwi ayayanguka. Lembeniko:',
        [
          'Amashina ya kabomfya na kasunga, pamo ne nambala sha NRC nangu sha pasipoti',
          'Ishina lya ncito ne ncito shikalamba, mu mutande ucepa',
          "Incende ya kubombela, kabili nga kasunga akalaala mu ng'anda nangu akalabwelela ku ng'anda yakwe",
          'Inshita sha kubomba, inshiku sha kutuusha ne nshiku sha kutuusha isha calo',
          'Umushahara wa pa mweshi, ubushiku bwa kulipila, ifyo ukalipilwa ne ndalama sha kwafwilishako',
          'Inshita sha kucilapo: ilyo shilebomba ne fyo shilipilwa',
          'Ubutuusho bwa cila mwaka, ubutuusho bwa bulwele no butuusho bwa kufyalwa',
          'Inshita ya kwesha, nga mulaibomfya, ne fyo ilepa',
          'Inshita ya kulanga iyo umo umo alingile ukupeela pa kupwisha incito',
          'Amafunde mwense mwasuminapo, pamo nga pa beni, ukubomfya foni nangu ubunkalamo bwa muntu',
          'Ubushiku ne fisaino fya bonse babili',
        ],
      ],
    },
    {
      heading: 'Mumone ukuti caumfwika',
      blocks: [
        'Belengeni icipangano pamo. Nga iciSungu te lulimi lwa kufyalwa ulwa kasunga, londololeni mu lulimi alaumfwa bwino, pamo nga ciNyanja, iciBemba nangu ciTonga, nangu ipusheni umuntu uo mwense mucetekela ukumwafwa. Peeleni kasunga inshita ya kwipusha imipusho, kabili, nga alefwaya, ya kulanga intanshi umwina lupwa lwakwe.',
        'Pangeni kopi shibili no kusaina shonse. Cila umo asunge imo. Te kuti musunge kopi ya kasunga, icitupa cakwe ica NRC nangu pasipoti yakwe.',
      ],
    },
    {
      heading: 'Ilyo ifintu fyaaluka',
      blocks: [
        'Umwana uwafyalwa nomba, ukusesela ku musumba umbi nangu incito ishipya fyonse filaalula incito. Ilyo ifi fyacitika, sumineni pa fyaluka no kufilemba nga ifyalundwa ku cipangano ifyasainwa, pamo no mushahara uupya nga waliko.',
      ],
    },
    {
      heading: 'Ukupwisha incito bwino',
      blocks: [
        'Nga incito ilingile ukupwa, peeleni inshita ya kulanga iyo icipangano ne funde lilefwaya, lipileni fyonse fyalingile ukufika ku bushiku bwa kulekelesha, pamo no butuusho ubushabomfiwe, kabili lembeni kalata ya bushinino (reference) nga incito yali isuma. Ukupwisha bwino kulacingilila ishina lya lupwa lwenu kabili kulaafwa kasunga ukusanga incito imbi.',
        'Nga tamwaishiba bwino ifunde lili lyonse, ofesi ya ncito iya mupepi kuti yafunda bakabomfya na babomfi ukwabula ukulipila.',
      ],
    },
  ],
};
