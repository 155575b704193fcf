import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    "M'mabanja a mu Africa, kusamalira makolo athu akamakalamba ndi udindo umene ambiri a ife timaunyadira. Koma ana ali kutali ku tauni kapena kunja kwa dziko, ndipo tili ndi ntchito ndi mabanja athu aang'ono, ndi bwino kukonzekera chisamaliro chimenecho m'malo mochisiya mwamwayi.",
  sections: [
    {
      heading: 'Kambiranani msanga, ngati banja',
      blocks: [
        "Kambiranani ndi makolo anu zimene akufuna adakali ndi thanzi: kumene akufuna kukhala, amene akufuna kuti akhale nawo pafupi, ndi mmene ndalama ndi katundu wawo ziyenera kuyendetsedwera. Kenako gwirizanani pakati pa abale, alongo ndi achibale ena kuti aliyense achite chiyani. Wina angamazacheza sabata iliyonse, wina angamalipire wosamalira, wina angamayang'anire za kuchipatala. Lembani ndondomekoyi kuti pasakhale choiwalika ndipo pasakhale munthu wonyamula zonse yekha.",
      ],
    },
    {
      heading: 'Asungeni ali ndi thanzi',
      blocks: [
        [
          'Kuyezedwa nthawi zonse kuthamanga kwa magazi, shuga, maso ndi makutu',
          'Mankhwala omwedwa pa nthawi, pogwiritsa ntchito tchati kapena bokosi la mapiritsi lolembedwa masiku',
          'Zakudya zosavuta ndi zoyenera, ndi ndiwo zamasamba, nyemba, nsomba kapena nyama ndi madzi okwanira',
          'Kuyenda kapena masewera opepuka tsiku lililonse, malinga ndi mphamvu zawo',
          "Nthawi ndi anzawo, tchalitchi, adzukulu ndi anthu a m'dera, chifukwa kusungulumwa kumawononganso thanzi",
        ],
      ],
    },
    {
      heading: 'Pewani kugwa',
      blocks: [
        'Kugwa ndi chimodzi mwa zifukwa zazikulu za kuvulala kwa okalamba. Njira ndi pansi zikhale zopanda zinthu ndi zouma, ikani magetsi abwino, makamaka pa njira yopita kuchimbudzi usiku, ikani chogwirira pamene pali masitepe, ndipo onetsetsani kuti nsapato zikukwana bwino ndipo sizikuterera. Ndodo kapena chothandizira kuyenda (walking frame) chosankhidwa pamodzi ndi wogwira ntchito za umoyo chingathandize kwambiri.',
      ],
    },
    {
      heading: 'Kusintha kwa kukumbukira',
      blocks: [
        "Kuiwala dzina nthawi zina n'kwachibadwa munthu akamakalamba. Koma kusochera pa malo odziwika, kubwereza funso limodzi kambirimbiri, kuvutika ndi ndalama kapena kusintha kwa khalidwe si ukalamba chabe. Zingakhale zizindikiro za matenda oiwalaiwala (dementia) kapena matenda ena amene angachiritsidwe. Onani dokotala, ndipo khalani oleza mtima: munthuyo sakukuvutitsani dala.",
      ],
    },
    {
      heading: 'Nthawi yobweretsa thandizo',
      blocks: [
        'Mungafunike wosamalira pamene kholo lanu silingathenso kusamba, kuvala kapena kuphika lokha motetezeka, pamene banja silingakhale naye tsiku lililonse, kapena pamene wachibale amene amamusamalira watopa kwambiri. Wosamalira okalamba angamabwere tsiku lililonse, kugwira ntchito tsiku lonse kapena kugona kunyumba. Sankhani munthu woleza mtima ndi waulemu, fufuzani bwino kwa abwana ake akale, ndipo gwirizanani ntchito polemba.',
        'Pitirizani kutenga nawo mbali. Muzicheza kapena kuimba foni kawirikawiri, lankhulani ndi wosamalira, ndipo funsani kholo lanu mmene zinthu zikuyendera mukakhala nokha awiri.',
      ],
    },
    {
      heading: 'Ulemu ndi chitetezo',
      blocks: [
        "Okalamba ali ndi ufulu wodzisankhira okha zinthu kwa nthawi yonse imene angathe. Atengeni nawo pa zosankha, gogodani musanalowe m'chipinda chawo ndipo lankhulani nawo, osati za iwo. Zachisoni, okalamba angathe kunyalanyazidwa kapena kulandidwa ndalama kapena malo awo, nthawi zina ndi anthu apafupi nawo. Yang'anirani kuvulala kosadziwika chifukwa, mantha, kuonda kapena ndalama zosowa, ndipo chitanipo kanthu msanga ngati chinachake sichikuoneka bwino.",
      ],
    },
  ],
};
