import { rulesFrom, translations, type BuiltinTranslations } from './types.js';

// Luxembourgish: Talon, Oflag, Fundament, Kolonn; "Faarf" is a suit (Häerzer, Rauten…), and only ever a suit
// here: red and black are said as "rout op schwaarz" (glossary: apps/play/src/l10n/glossary/lb.json).
const rules = rulesFrom(
  {
    goal: "Leet all 104 Kaarten op déi aacht Fundamenter, déi an der selwechter Faarf vum Ass bis zum Kinnek opgebaut ginn.",
    faceUp: (columns, cards, stock) => `${columns} Kolonne mat ${cards} Kaarte ginn opgedeckt ausgeluecht; déi aner ${stock} Kaarte sinn den Talon.`,
    faceDown: (columns, cards, down, stock) =>
      `${columns} Kolonne mat ${cards} Kaarte ginn ausgeluecht; ${down}. Déi aner ${stock} Kaarte sinn den Talon.`,
    lucasDeal: "Ier ausgedeelt gëtt, ginn déi aacht Assen erausgeholl a fänken d'Fundamenter un. Vun deenen aneren 96 Kaarte ginn dräizéng Kolonne mat dräi Kaarten opgedeckt ausgeluecht; déi 57, déi iwwreg bleiwen, sinn den Talon.",
    oneCardSameSuit: "Déi iewescht Kaart vun enger Kolonn kann op e Fundament gesat ginn oder op eng Kaart vun der selwechter Faarf, déi ee Rang méi héich ass. Et gëtt ëmmer just eng Kaart beweegt, an all Kaart däerf an eng eidel Kolonn.",
    oneCardOtherColour: "Déi iewescht Kaart vun enger Kolonn kann op e Fundament gesat ginn oder op eng Kaart, déi ee Rang méi héich ass, rout op schwaarz oder schwaarz op rout (eng rout Néng op eng schwaarz Zéng). Et gëtt ëmmer just eng Kaart beweegt, an all Kaart däerf an eng eidel Kolonn.",
    oneCardAnyOtherSuit: "Déi iewescht Kaart vun enger Kolonn kann op e Fundament gesat ginn oder op eng Kaart vun iergendenger anerer Faarf, déi ee Rang méi héich ass (Häerzer-9 op Rauten-10 geet, op Häerzer-10 net). Et gëtt ëmmer just eng Kaart beweegt, an all Kaart däerf an eng eidel Kolonn.",
    sequencesOtherColour: "Baut erof, ofwiesselnd rout a schwaarz (eng rout Néng op eng schwaarz Zéng). Eng Rei opgedeckte Kaarten, déi esou gebaut ass, kann zesumme beweegt ginn, ganz oder en Deel dovun, op eng Kaart, déi hir ënnescht Kaart hëlt, oder an eng eidel Kolonn.",
    sequencesAnyOtherSuit: "Baut erof an all Faarf ausser hirer eegener (Häerzer-9 op Rauten-, Schëppen- oder Kräizer-10 geet, op Häerzer-10 net). Eng Rei opgedeckte Kaarten, déi esou gebaut ass, kann zesumme beweegt ginn, ganz oder en Deel dovun, op eng Kaart, déi hir ënnescht Kaart hëlt, oder an eng eidel Kolonn.",
    stockOneNoRedeal: "Dréit déi iewescht Kaart vum Talon op den Oflag, wann Dir wëllt; déi iewescht Kaart vum Oflag kann gespillt ginn. Den Talon gëtt just eemol duerchgespillt.",
    stockThreeRedeals: "All Kéier ginn dräi Kaarte vum Talon op den Oflag gedréint (manner, wa manner iwwreg sinn); just déi iewescht Kaart vum Oflag kann gespillt ginn. Wann den Talon eidel ass, kann den Oflag zu engem neien Talon ëmgedréint ginn, dräimol.",
  },
  { one: "déi ënnescht Kaart vun all Kolonn läit zougedeckt a gëtt ëmgedréint, wa se fräi gëtt", two: "déi zwou ënnescht Kaarte vun all Kolonn leien zougedeckt a ginn ëmgedréint, wa se fräi ginn", threeDown: "déi dräi ënnescht Kaarte vun all Kolonn leien zougedeckt a ginn ëmgedréint, wa se fräi ginn", three: "dräi", four: "véier", nine: "Néng", ten: "Zéng", twelve: "Zwielef", thirteen: "Dräizéng" },
);

export const lb: BuiltinTranslations = translations(
  // The names the Luxembourgish source rules give, where not garbled (docs/element.md, "Variant names and game words in each language"); Little Forty stays English.
  { 'forty-thieves': 'Véierzeg Déif', limited: 'Limitéiert', 'number-ten': 'Nummer Zéng' },
  { 'forty-thieves': ['Big Forty', 'Le Cadran', 'Napoleon zu St. Helena', 'Roosevelt zu San Juan'] },
  {
    'forty-thieves': "Zéng Kolonne mat véier Kaarten; an der selwechter Faarf erof bauen, eng Kaart op eemol; den Talon eemol.",
    indian: "Zéng Kolonne mat dräi Kaarten, déi ënnescht zougedeckt; an all Faarf ausser hirer eegener erof bauen.",
    limited: "Zwielef Kolonne mat dräi Kaarten; an der selwechter Faarf erof bauen, eng Kaart op eemol; den Talon eemol.",
    'little-forty': "Zéng Kolonne mat véier Kaarten; an all Faarf ausser hirer eegener erof bauen, Reie beweegen; dräi Kaarten op eemol, dräimol nei ginn.",
    lucas: "Déi aacht Assen fänken d'Fundamenter un; dräizéng Kolonne mat dräi Kaarten; an der selwechter Faarf erof bauen.",
    maria: "Néng Kolonne mat véier Kaarten; ofwiesselnd rout a schwaarz erof bauen, eng Kaart op eemol; den Talon eemol.",
    'number-ten': "Zéng Kolonne mat véier Kaarten, déi zwou ënnescht zougedeckt; ofwiesselnd rout a schwaarz erof bauen, Reie beweegen.",
    'rank-and-file': "Zéng Kolonne mat véier Kaarten, déi dräi ënnescht zougedeckt; ofwiesselnd rout a schwaarz erof bauen, Reie beweegen.",
    streets: "Zéng Kolonne mat véier Kaarten; ofwiesselnd rout a schwaarz erof bauen, eng Kaart op eemol; den Talon eemol.",
  },
  rules,
);
