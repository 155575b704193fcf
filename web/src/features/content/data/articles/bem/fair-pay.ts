import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "Ukulipila kasunga umushahara uwalungama te funde fye; ni njila iyisuma sana iya kwikalilila no muntu musuma. Kasunga uwingalipila ing'anda, ukulisha abana bakwe no kupekanishisha ifya ku ntanshi aba uwatekanya kabili uwaipeelesha ku ncito.",
  sections: [
    {
      heading: 'Tampeni ku mushahara uunono uwa mu mafunde',
      blocks: [
        "Mu Zambia, umushahara ne fipimo fya ncito fya babomfi ba mu ng'anda, pamo na ba kasunga ba bana, ababomba incito sha mu ng'anda, abaipika na abasunga abalwele ku ng'anda, fyabikwa na mafunde ya mushahara uunono ne fipimo fya ncito ku babomfi ba mu ng'anda (minimum wages and conditions of employment order), ayapangwa mwi funde lya ncito ilya calo. Aya mafunde yalabika umushahara uunono uwa pa mweshi, kabili kuti yabika ne ndalama sha kwafwilishako ne fipimo pa nshita sha kubomba, ubutuusho ne nshita sha kucilapo.",
        'Indalama shilaaluka limo limo, e ico lyonse pimeni amafunde ya nomba (current statutory order) ilyo tamulasumina umushahara. Ubuteko bwa Ministry of Labour and Social Security ne ofesi ya ncito iya mupepi kuti yamweba ifili mu mafunde lelo. Umushahara uunono ni pa nshi, te po mulefwaya ukufika: ukulipila ukucepa pali uyu kulatoba ifunde, kabili ukulipila fye uunono tacilesha kasunga uwakwata amano ukufuma.',
        "Mu fyalo fimbi ifya mu Africa amafunde yalapusana, lelo ifingi fyakwata umushahara uunono nangu amafunde ya ncito sha mu ng'anda. Ipusheni ubuteko bwa ncito ilyo tamulapeela umushahara.",
      ],
    },
    {
      heading: 'Umushahara uwalungama ulemoneka shani',
      blocks: [
        'Pa muulu wa mushahara uunono, umushahara ulakonka incito no muntu uuleibomba:',
        [
          'Ukwishiba incito, amasambililo ne fipepala, pamo nga ica kwafwilisha mu bwangu (first aid) nangu ica bu nesi',
          'Impendwa ne myaka ya bana, nangu ifyo umulwele alekabila',
          'Incito shimbi pamo nga ukuipika, ukutensha motoka nangu ukusunga ubushiku',
          "Inshita ishitali nangu ishapusana, ukwikala mu ng'anda no kupita no lupwa",
        ],
        "Icipinda ne fya kulya ku kasunga uwikala mu ng'anda fili mu ncito, te mulandu wa kulipila ukucepa pa mushahara uunono. Mwififumya pa mushahara kano nga amafunde ayaliko nomba yasuminisha bwino bwino.",
      ],
    },
    {
      heading: 'Lipileni pa nshita, lyonse',
      blocks: [
        'Sumineni ubushiku bwa kulipila no kubukonka. Ukulipila ukupitila mu banki nangu mobile money kulasha ubushinino kuli imwe bonse babili; nga mwalipila indalama sha mu minwe, lembeni icipepala cinono ica mushahara (payslip) icalembwa umweshi, indalama ne ndalama sha kwafwilishako, kabili ipusheni kasunga ukusaina kopi yenu.',
        'Te kuti mwikate umushahara pa kukanda nangu pa kulesha umuntu ukufuma pa ncito. Nga kwaba ubwafya ku ncito, landeni pa lwalala.',
      ],
    },
    {
      heading: 'Inshita sha kucilapo, ubutuusho ne fya kulipila ku buteko',
      blocks: [
        'Inshita sha kucilapo, inshiku sha kutuusha isha calo no bushiku fyalingile ukulipilwa ukulingana na mafunde ne cipangano cenu. Kasunga alingile no kukwata inshiku sha kutuusha no butuusho bwa cila mwaka ubwa kulipilwa.',
        "Abakabomfya mu Zambia balingile ukulembesha ababomfi babo ku National Pension Scheme Authority (NAPSA) ku ndalama sha mu bukote, na ku National Health Insurance Management Authority (NHIMA) ku nshita ya kulwala, no kulipila indalama shalingile. Ifi filacingilila kasunga mu bukote na mu bulwele. Ipusheni cila ofesi ifya kulembesha umubomfi wa mu ng'anda.",
      ],
    },
    {
      heading: 'Moneni umushahara cila mwaka',
      blocks: [
        'Imitengo ilanina cila mwaka. Ikaleni pamo umuku umo pa mwaka, landeni pa fyo incito yaya, no kusumina pa kulundapo. Ukulundapo panono cila mwaka kulalanga kasunga ukuti alacindikwa, kabili kulacepa ukucila ukufwaya no kusambilisha umuntu umbi.',
      ],
    },
  ],
};
