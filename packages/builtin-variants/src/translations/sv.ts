import { rulesFrom, translations, type BuiltinTranslations } from './types.js';

// Swedish: talong, kasthög, grundhög; "färg" is a suit (hjärter, ruter…), and only ever a suit here:
// red and black are said as "rött och svart", never "motsatt färg" (glossary: apps/play/src/l10n/glossary/sv.json).
const rules = rulesFrom(
  {
    goal: 'Flytta alla 104 kort till de åtta grundhögarna, som byggs uppåt i samma färg från ess till kung.',
    faceUp: (columns, cards, stock) => `${columns} kolumner med ${cards} kort läggs ut med bildsidan upp; de övriga ${stock} korten blir talong.`,
    faceDown: (columns, cards, down, stock) =>
      `${columns} kolumner med ${cards} kort läggs ut; ${down}. De övriga ${stock} korten blir talong.`,
    lucasDeal: 'De åtta essen tas ut före given och börjar grundhögarna. Av de övriga 96 korten läggs tretton kolumner med tre kort ut med bildsidan upp; de 57 som blir kvar är talong.',
    oneCardSameSuit: 'Det översta kortet i en kolumn kan läggas på en grundhög eller på ett kort i samma färg som är ett steg högre. Ett kort flyttas åt gången, och vilket kort som helst får läggas i en tom kolumn.',
    oneCardOtherColour: 'Det översta kortet i en kolumn kan läggas på en grundhög eller på ett kort som är ett steg högre, rött på svart eller svart på rött (en röd nia på en svart tia). Ett kort flyttas åt gången, och vilket kort som helst får läggas i en tom kolumn.',
    oneCardAnyOtherSuit: 'Det översta kortet i en kolumn kan läggas på en grundhög eller på ett kort i vilken annan färg som helst som är ett steg högre (hjärter 9 går på ruter 10 men inte på hjärter 10). Ett kort flyttas åt gången, och vilket kort som helst får läggas i en tom kolumn.',
    sequencesOtherColour: 'Bygg nedåt växelvis rött och svart (en röd nia på en svart tia). En följd av uppvända kort som byggts så får flyttas tillsammans, helt eller delvis, till ett kort som tar emot följdens nedersta kort eller till en tom kolumn.',
    sequencesAnyOtherSuit: 'Bygg nedåt i vilken färg som helst utom kortets egen (hjärter 9 går på ruter, spader eller klöver 10 men inte på hjärter 10). En följd av uppvända kort som byggts så får flyttas tillsammans, helt eller delvis, till ett kort som tar emot följdens nedersta kort eller till en tom kolumn.',
    stockOneNoRedeal: 'Vänd talongens översta kort till kasthögen när du vill; kasthögens översta kort kan spelas. Talongen går bara igenom en gång.',
    stockThreeRedeals: 'Varje giv vänder tre kort från talongen till kasthögen (färre om färre finns kvar); bara kasthögens översta kort kan spelas. När talongen är slut får kasthögen vändas till en ny talong, tre gånger.',
  },
  { one: 'det nedersta kortet i varje kolumn ligger med baksidan upp och vänds när det blir fritt', two: 'de två nedersta korten i varje kolumn ligger med baksidan upp och vänds när de blir fria', threeDown: 'de tre nedersta korten i varje kolumn ligger med baksidan upp och vänds när de blir fria', three: 'tre', four: 'fyra', nine: 'Nio', ten: 'Tio', twelve: 'Tolv', thirteen: 'Tretton' },
);

export const sv: BuiltinTranslations = translations(
  // The names the Swedish source rules give (docs/element.md, "Variant names and game words in each language"); Little Forty stays English.
  { 'forty-thieves': 'Fyrtio tjuvar', limited: 'Begränsat', 'number-ten': 'Nummer tio', streets: 'Gator' },
  { 'forty-thieves': ['Big Forty', 'Le Cadran', 'Napoleon i St. Helena', 'Roosevelt i San Juan'] },
  {
    'forty-thieves': 'Tio kolumner med fyra kort; bygg nedåt i samma färg, ett kort åt gången; talongen går en gång.',
    indian: 'Tio kolumner med tre kort, det nedersta med baksidan upp; bygg nedåt i vilken färg som helst utom den egna.',
    limited: 'Tolv kolumner med tre kort; bygg nedåt i samma färg, ett kort åt gången; talongen går en gång.',
    'little-forty': 'Tio kolumner med fyra kort; bygg nedåt i vilken färg som helst utom den egna, flytta följder; tre kort per giv, tre omgivar.',
    lucas: 'De åtta essen börjar på grundhögarna; tretton kolumner med tre kort; bygg nedåt i samma färg.',
    maria: 'Nio kolumner med fyra kort; bygg nedåt växelvis rött och svart, ett kort åt gången; talongen går en gång.',
    'number-ten': 'Tio kolumner med fyra kort, de två nedersta med baksidan upp; bygg nedåt växelvis rött och svart, flytta följder.',
    'rank-and-file': 'Tio kolumner med fyra kort, de tre nedersta med baksidan upp; bygg nedåt växelvis rött och svart, flytta följder.',
    streets: 'Tio kolumner med fyra kort; bygg nedåt växelvis rött och svart, ett kort åt gången; talongen går en gång.',
  },
  rules,
);
