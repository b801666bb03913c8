/** Demo content for a Bangladeshi university hostel; images are generated illustrations in ./images. */
export interface SeedMeal {
  title: string;
  category: 'Breakfast' | 'Lunch' | 'Dinner';
  price: number;
  image: string;
  description: string;
  ingredients: string;
  postTime: string;
}

export const SEED_MEALS: SeedMeal[] = [
  { title: 'Khichuri with Egg Bhuna', category: 'Breakfast', price: 120, image: 'khichuri', postTime: '7:30 AM', description: 'Soft rice-and-lentil khichuri cooked with ghee, served with a spicy egg bhuna.', ingredients: 'Rice, moong dal, ghee, egg, onion, chilli, turmeric' },
  { title: 'Paratha and Sobji', category: 'Breakfast', price: 80, image: 'paratha', postTime: '7:00 AM', description: 'Flaky layered parathas with mixed seasonal vegetable sobji.', ingredients: 'Flour, ghee, potato, carrot, beans, cumin' },
  { title: 'Luchi Alur Dom', category: 'Breakfast', price: 110, image: 'luchi', postTime: '7:30 AM', description: 'Puffed luchi with slow-cooked spiced baby potatoes.', ingredients: 'Flour, potato, tomato, ginger, garam masala' },
  { title: 'Chicken Sandwich Combo', category: 'Breakfast', price: 180, image: 'sandwich', postTime: '8:00 AM', description: 'Grilled chicken sandwich with salad and a cup of milk tea.', ingredients: 'Bread, chicken, lettuce, tomato, mayonnaise, tea' },
  { title: 'Chola Bhuna and Ruti', category: 'Breakfast', price: 90, image: 'chola', postTime: '7:00 AM', description: 'Chickpeas cooked dry with onion and spices, with hand-made ruti.', ingredients: 'Chickpeas, onion, chilli, flour, coriander' },
  { title: 'Egg Omelette Platter', category: 'Breakfast', price: 150, image: 'omelette', postTime: '8:00 AM', description: 'Two-egg masala omelette with toast, butter and fruit.', ingredients: 'Egg, onion, green chilli, bread, butter, banana' },
  { title: 'Beef Nihari with Naan', category: 'Breakfast', price: 320, image: 'nihari', postTime: '8:30 AM', description: 'Weekend special: overnight-simmered beef nihari with soft naan.', ingredients: 'Beef shank, flour, ginger, garlic, nihari masala' },
  { title: 'Halwa Puri', category: 'Breakfast', price: 220, image: 'halwa', postTime: '8:00 AM', description: 'Semolina halwa with puri and chickpea curry.', ingredients: 'Semolina, sugar, ghee, flour, chickpeas, cardamom' },
  { title: 'Chicken Biryani', category: 'Lunch', price: 260, image: 'biryani', postTime: '1:00 PM', description: 'Fragrant basmati biryani layered with chicken, potato and boiled egg.', ingredients: 'Basmati rice, chicken, potato, egg, saffron, fried onion' },
  { title: 'Beef Tehari', category: 'Lunch', price: 240, image: 'tehari', postTime: '1:00 PM', description: 'Old Dhaka style tehari with tender beef pieces and mustard oil.', ingredients: 'Chinigura rice, beef, mustard oil, green chilli, spices' },
  { title: 'Rice, Dal and Fish Curry', category: 'Lunch', price: 160, image: 'fishcurry', postTime: '12:30 PM', description: 'Everyday lunch: steamed rice, masoor dal and rui fish curry.', ingredients: 'Rice, masoor dal, rui fish, turmeric, onion' },
  { title: 'Ilish Bhapa Thali', category: 'Lunch', price: 450, image: 'ilish', postTime: '1:00 PM', description: 'Steamed hilsa in mustard paste with rice, bhaji and dal.', ingredients: 'Hilsa, mustard, green chilli, rice, spinach, lentils' },
  { title: 'Chicken Fried Rice', category: 'Lunch', price: 210, image: 'friedrice', postTime: '1:30 PM', description: 'Wok-tossed fried rice with chicken, egg and vegetables.', ingredients: 'Rice, chicken, egg, carrot, peas, soy sauce' },
  { title: 'Vegetable Thali', category: 'Lunch', price: 130, image: 'vegthali', postTime: '12:30 PM', description: 'Rice with three vegetable dishes, dal and salad.', ingredients: 'Rice, pumpkin, spinach, potato, lentils, cucumber' },
  { title: 'Mutton Kacchi', category: 'Lunch', price: 520, image: 'kacchi', postTime: '1:00 PM', description: 'Friday special kacchi biryani with slow-cooked mutton and borhani.', ingredients: 'Basmati rice, mutton, potato, yogurt, saffron, borhani' },
  { title: 'Morog Polao', category: 'Lunch', price: 380, image: 'polao', postTime: '1:30 PM', description: 'Aromatic polao with a whole chicken leg roast and salad.', ingredients: 'Polao rice, chicken, ghee, cashew, raisins' },
  { title: 'Beef Kala Bhuna', category: 'Dinner', price: 350, image: 'kalabhuna', postTime: '8:30 PM', description: 'Chattogram-style dark beef bhuna with rice or paratha.', ingredients: 'Beef, onion, garlic, mustard oil, kala bhuna masala' },
  { title: 'Chicken Curry and Rice', category: 'Dinner', price: 190, image: 'chickencurry', postTime: '8:30 PM', description: 'Home-style chicken curry with potato, steamed rice and dal.', ingredients: 'Chicken, potato, rice, onion, ginger, garlic' },
  { title: 'Dal Makhani and Naan', category: 'Dinner', price: 170, image: 'dal', postTime: '9:00 PM', description: 'Creamy black lentils simmered with butter, with garlic naan.', ingredients: 'Black lentils, kidney beans, butter, cream, flour, garlic' },
  { title: 'Grilled Chicken Platter', category: 'Dinner', price: 420, image: 'grill', postTime: '9:00 PM', description: 'Charcoal-grilled chicken quarter with naan, salad and sauce.', ingredients: 'Chicken, yogurt, spices, flour, cucumber, mint sauce' },
  { title: 'Prawn Malai Curry', category: 'Dinner', price: 480, image: 'prawn', postTime: '8:30 PM', description: 'Golda prawns in a mild coconut-milk gravy with rice.', ingredients: 'Prawns, coconut milk, onion, ghee, rice' },
  { title: 'Egg Curry Night', category: 'Dinner', price: 140, image: 'eggcurry', postTime: '8:30 PM', description: 'Two eggs in spicy onion gravy with rice and mixed vegetables.', ingredients: 'Egg, onion, tomato, rice, vegetables' },
  { title: 'Vegetable Khichuri', category: 'Dinner', price: 110, image: 'vegkhichuri', postTime: '9:00 PM', description: 'Rainy-night vegetable khichuri with fried aubergine.', ingredients: 'Rice, lentils, cauliflower, peas, aubergine' },
  { title: 'Mutton Rezala', category: 'Dinner', price: 560, image: 'rezala', postTime: '9:00 PM', description: 'Rich white mutton rezala with yogurt and cashew, with polao.', ingredients: 'Mutton, yogurt, cashew, poppy seeds, polao rice' },
];

export const SEED_UPCOMING: (SeedMeal & { likes: number })[] = [
  { title: 'Shorshe Ilish Special', category: 'Lunch', price: 480, image: 'shorshe', postTime: 'Next Friday', description: 'Hilsa in mustard gravy, planned for the monsoon menu.', ingredients: 'Hilsa, mustard seeds, green chilli, mustard oil', likes: 7 },
  { title: 'Fuchka Evening', category: 'Dinner', price: 120, image: 'fuchka', postTime: 'Next Sunday', description: 'Crispy fuchka with tamarind water as an evening snack night.', ingredients: 'Semolina shells, potato, chickpeas, tamarind', likes: 5 },
  { title: 'Panta Ilish Boishakh', category: 'Breakfast', price: 300, image: 'panta', postTime: 'Pohela Boishakh', description: 'Soaked rice with fried hilsa and mashed vorta for the new year.', ingredients: 'Rice, hilsa, onion, green chilli, potato vorta', likes: 4 },
  { title: 'Chicken Haleem', category: 'Dinner', price: 200, image: 'haleem', postTime: 'Ramadan nights', description: 'Slow-cooked lentil and chicken haleem with fried onions.', ingredients: 'Wheat, lentils, chicken, ginger, fried onion', likes: 3 },
  { title: 'Pitha Utsob Platter', category: 'Breakfast', price: 150, image: 'pitha', postTime: 'Winter', description: 'Bhapa and chitoi pitha with date-palm jaggery.', ingredients: 'Rice flour, coconut, date-palm jaggery', likes: 2 },
  { title: 'Beef Chap and Luchi', category: 'Lunch', price: 280, image: 'chap', postTime: 'Next month', description: 'Puran Dhaka beef chap with luchi and salad.', ingredients: 'Beef, papaya paste, spices, flour', likes: 0 },
];

export const SEED_REVIEWS: { meal: string; name: string; rating: number; comment: string }[] = [
  { meal: 'Chicken Biryani', name: 'Rafi Ahmed', rating: 5, comment: 'Best biryani on campus, the egg is always perfect.' },
  { meal: 'Chicken Biryani', name: 'Nusrat Jahan', rating: 4, comment: 'Tasty and filling, a bit oily on Fridays.' },
  { meal: 'Beef Tehari', name: 'Tanvir Hasan', rating: 5, comment: 'Tastes like Old Dhaka. Worth every taka.' },
  { meal: 'Khichuri with Egg Bhuna', name: 'Sadia Islam', rating: 4, comment: 'Perfect on a rainy morning.' },
  { meal: 'Rice, Dal and Fish Curry', name: 'Arif Chowdhury', rating: 3, comment: 'Good daily meal, the dal could be thicker.' },
  { meal: 'Mutton Kacchi', name: 'Mahin Rahman', rating: 5, comment: 'Friday kacchi is the highlight of the week.' },
  { meal: 'Grilled Chicken Platter', name: 'Farhana Akter', rating: 4, comment: 'Smoky and juicy, the mint sauce is great.' },
];
