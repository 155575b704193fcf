import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Mu ndupwa sha mu Africa, ukusunga abafyashi besu ilyo balekota ni mulimo abengi muli ifwe twaitemenwa ukusenda. Lelo ilyo abana bali ukutali mu musumba nangu ku fyalo fimbi, kabili tuli ne ncito ne ndupwa shesu ishinono, cilaafwa ukupekanya ukusunga kwabo ukucila ukufileka fye.',
  sections: [
    {
      heading: 'Landeni bwangu, nga lupwa',
      blocks: [
        'Landeni na bafyashi benu pa fyo balefwaya ilyo bacili bumi bwabo busuma: uko balefwaya ukwikala, abo balefwaya mupepi nabo, ne fyo indalama ne fyuma fyabo fyalingile ukusungwa. Lyene sumineni pa kati ka bamunyina, ba nkashi na bena lupwa bambi uukacita cinshi. Umo kuti aletandalila cila mulungu, umbi kuti alelipila kasunga, umbi kuti alemona pa fya ku cipatala. Lembeni iyi ntambo pa kuti tapabe icilabwa kabili takube uusenda fyonse eka.',
      ],
    },
    {
      heading: 'Basungeni ukuba aba bumi busuma',
      blocks: [
        [
          'Ukupimwa lyonse umulopa (blood pressure), shuga, amenso no kumfwa',
          'Imiti iinwewa pa nshita, pamo ne cipepala nangu akabokoshi ka mapilisi akalembwa inshiku',
          'Ifya kulya ifyayanguka kabili ifyalinganya, pamo ne misalu, ifilemba, isabi nangu inama na menshi ayakumana',
          'Ukwenda nangu ukwangalika umubili panono cila bushiku, ukulingana na maka yabo',
          'Inshita pamo ne fibusa, icalici, abeshikulu ne cifulo, pantu ukuba eka na ko kulonaula ubumi',
        ],
      ],
    },
    {
      heading: 'Lesheni ukuwa',
      blocks: [
        'Ukuwa kulalenga ifilonda ifingi ku bakote. Sungeni inshila ne fiteko ukuba ifyasanguluka kabili ifyauma, bikeni amalaiti ayasuma, maka maka mu nshila ya ku cimbusu ubushiku, bikeni icakwikatilila apo paba ifyakunina, kabili moneni ukuti insapato shilingana bwino kabili tashitelemuka. Inkoto nangu icakwendelako (walking frame) icasalwa pamo na kabomba wa bumi kuti caafwa sana.',
      ],
    },
    {
      heading: 'Ukwaluka kwa kwibukisha',
      blocks: [
        'Ukulaba ishina limo limo cibako ku bukote. Lelo ukulufya inshila mu ncende aishiba, ukubwekeshapo umupusho umo wine imiku iingi, ukwafya ku kupenda indalama nangu ukwaluka kwa mibele te bukote fye. Kuti fyaba ifishibilo fya bulwele bwa kulaba (dementia) nangu ubulwele bumbi ubwingandapwa. Moneni ba dokota, kabili shipikisheni: umuntu talefwaya ukumucusha.',
      ],
    },
    {
      heading: 'Ilyo mwingaleta ubwafwilisho',
      blocks: [
        "Kuti mwakabila kasunga ilyo umufyashi wenu tacilekwanisha ukusamba, ukufwala nangu ukuipika eka mu mutende, ilyo ulupwa talwingaba nankwe cila bushiku, nangu ilyo uwa mu lupwa uumusunga ananaka. Kasunga wa bakote kuti aleisa cila bushiku, ukubomba ubushiku bonse nangu ukwikala mu ng'anda. Saleni umuntu uushipikisha kabili uucindika, pimeni bwino abo abombelepo kale, kabili sumineni pa ncito mu kulemba.",
        'Twalilileni ukuba mupepi. Muletandalila nangu ukutuma foni lyonse, landeni na kasunga, kabili ipusheni umufyashi wenu ifyo fileya ilyo muli fye babili.',
      ],
    },
    {
      heading: 'Umucinshi no kucingililwa',
      blocks: [
        'Abakote bakwata insambu sha kuipingwila ifyo balefwaya pa nshita yonse iyo bengacikwanisha. Mulebasanshamo mu kupingula, konkonsheni ilyo tamulaingila mu cipinda cabo kabili landeni nabo, te ukulanda pali bena. Ca bulanda, abakote kuti balekelwa nangu ukubepoka indalama nangu impanga, limo ku bantu abali mupepi nabo. Moneni ifilonda ifishalondolwelwa, umwenso, ukonda nangu indalama ishilelufya, kabili citeni bwangu nga cimo cilemoneka ukuti tacili bwino.',
      ],
    },
  ],
};
