import type { ArticleBody } from '../../types';

export const body: ArticleBody = {
  intro:
    'Kusamalira ana, odwala ndi okalamba ndi ntchito yaluso komanso yofunika. Muli ndi ufulu pa ntchito, ndipo mukatsatira njira zoyenera mungathe kumanga ntchito yolipira bwino ndi yokupatsani mpata wosankha zambiri.',
  sections: [
    {
      heading: 'Ufulu wanu pa ntchito',
      blocks: [
        "Ku Zambia, antchito a m'nyumba, kuphatikizapo olera ana, ogwira ntchito za m'nyumba, ophika ndi osamalira odwala kunyumba, amatetezedwa ndi malamulo a ntchito ndi lamulo la malipiro ochepera ndi mfundo za ntchito za antchito a m'nyumba. Ndalamazi zimasintha nthawi ndi nthawi, choncho onani lamulo lomwe lilipo pano (current statutory order) ku Ministry of Labour and Social Security kapena ku ofesi ya ntchito. Kawirikawiri mungayembekezere:",
        [
          'Malipiro osachepera malipiro ochepera a lamulo, olipidwa onse ndi pa nthawi',
          'Pangano lolembedwa lofotokoza ntchito zanu, maola, malipiro ndi nthawi yodziwitsana',
          'Masiku opuma, masiku a tchuthi a dziko, tchuthi cha pachaka cholipidwa ndi tchuthi cha matenda',
          'Malipiro a nthawi yowonjezera imene munagwirizana',
          'Kulembetsedwa ku chitetezo cha ukalamba (NAPSA) ndi inshuwalansi ya umoyo (NHIMA)',
          'Malo a ntchito otetezeka ndi kulemekezedwa',
        ],
      ],
    },
    {
      heading: 'Dzitetezeni',
      blocks: [
        [
          'Sungani nokha chitupa chanu cha NRC, pasipoti ndi pangano. Palibe abwana amene ayenera kuzisunga',
          'Lembani maola amene mwagwira ntchito ndi malipiro amene mwalandira mwezi uliwonse',
          'Pemphani kulipidwa kudzera ku banki kapena mobile money kuti pakhale umboni',
          'Uzani munthu amene mumamukhulupirira kumene mumagwira ntchito, makamaka ngati mumagona kwa abwana',
        ],
        'Palibe munthu amene ali ndi ufulu wokumenyani, kukuopsezani, kukuchitirani nkhanza za kugonana kapena kukutsekerani. Izi zikachitika, chokani ngati mungathe ndipo pitani kupolisi kapena ku ofesi ya ntchito. Malipiro osalipidwa ndi kuchotsedwa ntchito mopanda chilungamo zingathe kunenedwa ku ofesi ya ntchito, imene imapereka malangizo kwaulere.',
      ],
    },
    {
      heading: 'Onjezerani luso lanu',
      blocks: [
        'Mabanja amalipira kwambiri osamalira amene ali ndi umboni wa luso lawo. Malo abwino oyambira ndi awa:',
        [
          'Maphunziro a chithandizo choyamba (first aid), makamaka a makanda ndi ana',
          "Kupewa matenda ndi ukhondo wa m'manja, posamalira odwala",
          'Kukula kwa ana ndi kulangiza ana mwachikondi',
          'Kusamalira odwala oiwalaiwala (dementia) ndi kusamalira okalamba',
          'Zakudya zopatsa thanzi ndi kuphikira ana ndi odwala',
        ],
        'Maphunziro ambiri abwino ndi aulere ndipo angathe kuchitidwa pa foni. Onani tsamba lathu la maphunziro kuti mupeze ena mwa abwino kwambiri, ndipo sungani satifiketi iliyonse imene mwalandira.',
      ],
    },
    {
      heading: 'Konzani mbiri yanu',
      blocks: [
        'Mbiri (profile) yathunthu yokhala ndi chithunzi chooneka bwino, zimene mwagwirapo, zinenero ndi masatifiketi otumizidwa imabweretsa mwayi wambiri. Pemphani abwana aliyense kalata yaifupi yokuchitirani umboni (reference) ntchito ikatha bwino, ndipo sungani manambala a mabanja amene ali okonzeka kukulankhulirani.',
      ],
    },
    {
      heading: 'Sankhani njira',
      blocks: [
        "Mukakhala ndi luso ndi maphunziro mungathe kupita ku ntchito zolipira bwino: namwino wa amayi obereka (maternity nurse), wolera ana olumala, katswiri wa ana aang'ono (early years), mphunzitsi wa kunyumba (governess), kapena wosamalira odwala kunyumba ndi kuchipatala. Osamalira ena amapita kukaphunzira unamwino kapena uphunzitsi, kapena amayamba bizinesi yawo yolera ana kapena yophika. Ikani cholinga cha chaka chamawa, sungani ndalama pang'ono pa malipiro aliwonse, ndipo tengani maphunziro amodzi atsopano panthawi.",
      ],
    },
  ],
};
