import { rulesFrom, translations, type BuiltinTranslations } from './types.js';

// Icelandic: stokkur, kastbunki, grunnbunki, dálkur; "sort" is a suit (hjarta, tígull…), "litur" the colour
// (rauður, svartur) (glossary: apps/play/src/l10n/glossary/is.json).
const rules = rulesFrom(
  {
    goal: 'Færðu öll 104 spilin á grunnbunkana átta, sem byggjast upp í sömu sort frá ási upp í kóng.',
    faceUp: (columns, cards, stock) => `${columns} dálkar með ${cards} spilum hver eru lagðir upp í loft; hin ${stock} spilin mynda stokkinn.`,
    faceDown: (columns, cards, down, stock) =>
      `${columns} dálkar með ${cards} spilum hver eru lagðir út; ${down}. Hin ${stock} spilin mynda stokkinn.`,
    lucasDeal: 'Ásarnir átta eru teknir frá fyrir gjöf og hefja grunnbunkana. Úr hinum 96 spilunum eru lagðir þrettán dálkar með þremur spilum hver upp í loft; þau 57 sem eftir eru mynda stokkinn.',
    oneCardSameSuit: 'Efsta spil dálks má fara á grunnbunka eða á spil í sömu sort sem er einu hærra. Aðeins eitt spil er fært í einu og hvaða spil sem er má fara í tóman dálk.',
    oneCardOtherColour: 'Efsta spil dálks má fara á grunnbunka eða á spil í hinum litnum sem er einu hærra (rauð nía á svarta tíu). Aðeins eitt spil er fært í einu og hvaða spil sem er má fara í tóman dálk.',
    oneCardAnyOtherSuit: 'Efsta spil dálks má fara á grunnbunka eða á spil sem er einu hærra og í annarri sort, hverri sem er (hjartanía má fara á tígultíu en ekki á hjartatíu). Aðeins eitt spil er fært í einu og hvaða spil sem er má fara í tóman dálk.',
    sequencesOtherColour: 'Byggt er niður í víxlandi litum (rauð nía á svarta tíu). Röð spila sem snúa upp og eru byggð þannig má færa saman, alla eða hluta hennar, á spil sem tekur við neðsta spili raðarinnar eða í tóman dálk.',
    sequencesAnyOtherSuit: 'Byggt er niður í hvaða sort sem er nema sort spilsins sjálfs (hjartanía má fara á tígul-, spaða- eða lauftíu en ekki á hjartatíu). Röð spila sem snúa upp og eru byggð þannig má færa saman, alla eða hluta hennar, á spil sem tekur við neðsta spili raðarinnar eða í tóman dálk.',
    stockOneNoRedeal: 'Snúðu efsta spili stokksins á kastbunkann hvenær sem þú vilt; efsta spil kastbunkans má spila. Aðeins er farið einu sinni í gegnum stokkinn.',
    stockThreeRedeals: 'Í hverri gjöf er þremur spilum snúið úr stokknum á kastbunkann (færri ef færri eru eftir); aðeins efsta spil kastbunkans má spila. Þegar stokkurinn er búinn má snúa kastbunkanum við í nýjan stokk, þrisvar sinnum.',
  },
  { one: 'neðsta spilið í hverjum dálki snýr niður og því er snúið við þegar það losnar', two: 'tvö neðstu spilin í hverjum dálki snúa niður og þeim er snúið við þegar þau losna', threeDown: 'þrjú neðstu spilin í hverjum dálki snúa niður og þeim er snúið við þegar þau losna', three: 'þremur', four: 'fjórum', nine: 'Níu', ten: 'Tíu', twelve: 'Tólf', thirteen: 'Þrettán' },
);

export const is: BuiltinTranslations = translations(
  // The names the Icelandic source rules give, where not garbled (docs/element.md, "Variant names and game words in each language"); Little Forty stays English.
  { 'forty-thieves': 'Fjörutíu þjófar', 'number-ten': 'Númer tíu', streets: 'Götur' },
  { 'forty-thieves': ['Big Forty', 'Le Cadran', 'Napoleon í St. Helena', 'Roosevelt í San Juan'] },
  {
    'forty-thieves': 'Tíu dálkar með fjórum spilum; byggt niður í sömu sort, eitt spil í einu; stokkurinn einu sinni.',
    indian: 'Tíu dálkar með þremur spilum, neðsta spilið snýr niður; byggt niður í hvaða sort sem er nema sína eigin.',
    limited: 'Tólf dálkar með þremur spilum; byggt niður í sömu sort, eitt spil í einu; stokkurinn einu sinni.',
    'little-forty': 'Tíu dálkar með fjórum spilum; byggt niður í hvaða sort sem er nema sína eigin, raðir færðar; þrjú spil í einu, þrjár umferðir í viðbót.',
    lucas: 'Ásarnir átta byrja á grunnbunkunum; þrettán dálkar með þremur spilum; byggt niður í sömu sort.',
    maria: 'Níu dálkar með fjórum spilum; byggt niður í víxlandi litum, eitt spil í einu; stokkurinn einu sinni.',
    'number-ten': 'Tíu dálkar með fjórum spilum, tvö neðstu snúa niður; byggt niður í víxlandi litum, raðir færðar.',
    'rank-and-file': 'Tíu dálkar með fjórum spilum, þrjú neðstu snúa niður; byggt niður í víxlandi litum, raðir færðar.',
    streets: 'Tíu dálkar með fjórum spilum; byggt niður í víxlandi litum, eitt spil í einu; stokkurinn einu sinni.',
  },
  rules,
);
