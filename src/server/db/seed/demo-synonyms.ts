/**
 * The synonym sets a new shop starts with (docs/decisions/049-search-words.md): what Indian shoppers type
 * for what the demo sells, in English, Hinglish and Hindi. The owner edits them in Admin → Search.
 */
export const DEMO_SYNONYMS: readonly (readonly string[])[] = [
  ['mobile', 'phone', 'smartphone', 'cellphone', 'मोबाइल', 'फ़ोन'],
  ['shoes', 'footwear', 'joote', 'jootey', 'juta', 'जूते', 'जूता'],
  ['chappal', 'slipper', 'sandal', 'flip flop', 'चप्पल'],
  ['tee', 't-shirt', 'tshirt', 'टी-शर्ट'],
  ['saree', 'sari', 'साड़ी'],
  ['kurta', 'कुर्ता'],
  ['atta', 'flour', 'wheat flour', 'आटा'],
  ['dal', 'daal', 'lentils', 'दाल'],
  ['ghee', 'clarified butter', 'घी'],
  ['rice', 'chawal', 'चावल'],
  ['mirch', 'chilli', 'chili', 'मिर्च'],
  ['namkeen', 'bhujia', 'snacks', 'नमकीन'],
  ['earphones', 'earbuds', 'headphones', 'headset'],
  ['power bank', 'powerbank', 'portable charger'],
  ['smartwatch', 'smart watch', 'fitness watch'],
  ['backpack', 'rucksack', 'school bag', 'बैग'],
  ['suitcase', 'trolley', 'luggage'],
  ['red', 'crimson', 'scarlet', 'लाल'],
  ['lipstick', 'lip colour', 'lip color'],
  ['kajal', 'kohl', 'eyeliner', 'काजल'],
  ['face wash', 'facewash', 'cleanser'],
  ['moisturiser', 'moisturizer', 'lotion'],
];
