/**
 * Word lists for bulk seed data: names common in Ghana (Akan day names, Ga, Ewe, Fante and northern names, and
 * the English and Muslim given names in wide use), towns by region, streets and landmarks. Letters and spaces
 * only, at most 20 characters, as the registration form requires.
 */

export const MALE_FIRST_NAMES = [
  'Kwame', 'Kofi', 'Kwabena', 'Kwaku', 'Yaw', 'Kwasi', 'Kojo', 'Kwadwo', 'Kweku', 'Kobina', 'Ekow', 'Fiifi',
  'Nii', 'Nii Armah', 'Nii Odartey', 'Mawuli', 'Selorm', 'Elikem', 'Dela', 'Senyo', 'Kafui', 'Edem', 'Yao',
  'Emmanuel', 'Samuel', 'Daniel', 'Isaac', 'Joseph', 'Michael', 'Ebenezer', 'Prince', 'Richard', 'Francis',
  'Eric', 'Stephen', 'Godfred', 'Felix', 'Bernard', 'Kingsley', 'Solomon', 'Benjamin', 'Augustine', 'Theophilus',
  'Abdul', 'Ibrahim', 'Mohammed', 'Issah', 'Alhassan', 'Yakubu', 'Abubakar', 'Mustapha', 'Osman', 'Sulemana',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Ama', 'Akosua', 'Abena', 'Akua', 'Yaa', 'Afua', 'Adwoa', 'Efua', 'Esi', 'Araba', 'Ekua', 'Aba', 'Adjoa',
  'Afia', 'Abla', 'Naa', 'Naa Adjeley', 'Naa Korkor', 'Dzifa', 'Enyonam', 'Sena', 'Selasi', 'Mawusi', 'Edinam',
  'Mercy', 'Grace', 'Comfort', 'Gifty', 'Patience', 'Priscilla', 'Joyce', 'Felicia', 'Vida', 'Rita', 'Linda',
  'Beatrice', 'Doris', 'Josephine', 'Regina', 'Evelyn', 'Dorcas', 'Millicent', 'Esther', 'Juliana', 'Cynthia',
  'Aisha', 'Fatima', 'Amina', 'Hawa', 'Zainab', 'Rahinatu', 'Mariama', 'Safiya', 'Memuna',
] as const;

export const LAST_NAMES = [
  'Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Agyeman', 'Appiah', 'Darko', 'Amoah', 'Adjei', 'Ofori',
  'Acheampong', 'Sarpong', 'Antwi', 'Bonsu', 'Opoku', 'Frimpong', 'Nkrumah', 'Gyamfi', 'Danso', 'Tetteh',
  'Quaye', 'Lamptey', 'Addo', 'Quartey', 'Nartey', 'Ankrah', 'Annan', 'Aryee', 'Kpodo', 'Agbeko', 'Dzokoto',
  'Amegah', 'Kumah', 'Fiagbe', 'Yeboah', 'Asamoah', 'Bediako', 'Oduro', 'Kyei', 'Badu', 'Manu', 'Obeng',
  'Ansah', 'Essien', 'Arthur', 'Eshun', 'Ampofo', 'Abdulai', 'Mahama', 'Issahaku', 'Iddrisu', 'Seidu',
  'Fuseini', 'Zakaria', 'Salifu', 'Awuah', 'Takyi', 'Donkor', 'Nyarko', 'Konadu', 'Adomako', 'Poku', 'Agyei',
  'Amponsah', 'Asiedu', 'Wiredu', 'Fosu', 'Kusi', 'Oppong', 'Owusu Ansah', 'Kwarteng', 'Afriyie', 'Boakye',
  'Tawiah', 'Sackey', 'Ocansey', 'Aidoo', 'Quansah', 'Baidoo', 'Atta', 'Gyasi', 'Mireku', 'Ntim', 'Larbi',
] as const;

export const OTHER_NAMES = [
  'Nana', 'Nana Yaw', 'Serwaa', 'Pokuaa', 'Adomaa', 'Kwarteng', 'Junior', 'Agyeiwaa', 'Boatemaa', 'Dufie',
  'Nyarkoa', 'Konadu', 'Gyamfua', 'Asantewaa', 'Ohenewaa', 'Kuffour', 'Atta', 'Panyin', 'Kakra', 'Mensah',
  'Obiri', 'Akyaa', 'Ampomah', 'Fosuaa', 'Ataa', 'Tawiah', 'Korkor', 'Dede', 'Adjeley', 'Yeboah',
] as const;

/** Towns by region (the registration form's regions). */
export const TOWNS: Record<string, readonly string[]> = {
  'Greater Accra': ['Accra', 'Tema', 'Madina', 'Teshie', 'Nungua', 'Dansoman', 'Kasoa', 'Ashaiman', 'Dodowa'],
  Ashanti: ['Kumasi', 'Obuasi', 'Ejisu', 'Konongo', 'Mampong', 'Bekwai', 'Offinso', 'Agogo'],
  Volta: ['Ho', 'Keta', 'Hohoe', 'Aflao', 'Kpando', 'Sogakope', 'Anloga'],
  Bono: ['Sunyani', 'Berekum', 'Dormaa Ahenkro', 'Wenchi'],
  'Bono East': ['Techiman', 'Kintampo', 'Nkoranza', 'Atebubu'],
  'Brong Ahafo': ['Sunyani', 'Techiman', 'Goaso'],
  Central: ['Cape Coast', 'Elmina', 'Winneba', 'Mankessim', 'Saltpond', 'Abura', 'Dunkwa', 'Swedru'],
  Eastern: ['Koforidua', 'Nkawkaw', 'Akim Oda', 'Nsawam', 'Somanya', 'Kibi', 'Suhum'],
  'North East': ['Nalerigu', 'Walewale', 'Gambaga'],
  Northern: ['Tamale', 'Yendi', 'Savelugu', 'Bimbilla'],
  Oti: ['Dambai', 'Nkwanta', 'Jasikan', 'Kadjebi'],
  Savannah: ['Damongo', 'Bole', 'Salaga'],
  'Upper East': ['Bolgatanga', 'Navrongo', 'Bawku', 'Zebilla'],
  'Upper West': ['Wa', 'Tumu', 'Lawra', 'Jirapa'],
  Western: ['Takoradi', 'Sekondi', 'Tarkwa', 'Axim', 'Prestea'],
  'Western North': ['Sefwi Wiawso', 'Bibiani', 'Enchi', 'Juaboso'],
};

export const STREETS = [
  'Ring Road', 'High Street', 'Station Road', 'Market Street', 'Hospital Road', 'Liberation Road',
  'Independence Avenue', 'Castle Road', 'Commercial Street', 'Church Road', 'School Road', 'Zongo Lane',
] as const;

export const LANDMARKS = [
  'Near the Methodist church', 'Opposite the market', 'Behind the police station', 'Near the lorry station',
  'Close to the district hospital', 'Opposite the Presby school', 'Near the central mosque', 'Behind the post office',
  'Near the chief palace', 'Opposite the filling station', 'Near the community centre', 'Beside the GCB bank',
] as const;

/** Occupations by the form's occupation categories. */
export const OCCUPATIONS: Record<string, readonly string[]> = {
  'Agriculture & Farming': ['Cocoa farmer', 'Fisherman', 'Poultry farmer', 'Farm hand'],
  'Automotive & Mechanical': ['Mechanic', 'Fitter', 'Trotro driver', 'Taxi driver'],
  'Business & Finance': ['Trader', 'Accountant', 'Bank teller', 'Shop owner', 'Mobile money vendor'],
  'Construction & Manual Labor': ['Mason', 'Carpenter', 'Labourer', 'Welder'],
  'Creative & Artistic': ['Kente weaver', 'Seamstress', 'Musician', 'Photographer'],
  'Education & Training': ['Teacher', 'Lecturer', 'Headmaster', 'Student'],
  'Health & Medical Services': ['Nurse', 'Pharmacist', 'Midwife', 'Laboratory technician'],
  'Hospitality & Food Services': ['Chop bar operator', 'Cook', 'Waiter', 'Caterer'],
  'IT & Technology': ['Software developer', 'IT technician', 'Phone repairer'],
  'Legal & Judicial': ['Lawyer', 'Court clerk', 'Paralegal'],
  'Public Service & Administration': ['Civil servant', 'Police officer', 'Soldier', 'Clerk'],
  'Religious & Spiritual': ['Pastor', 'Imam', 'Catechist'],
  'Retired & Not Working': ['Retired', 'Unemployed', 'Pensioner'],
  'Technical & Engineering': ['Electrician', 'Civil engineer', 'Surveyor'],
  'Miscellaneous & Others': ['Apprentice', 'Security guard', 'Self employed'],
};

/** Mobile prefixes of Ghana's networks (MTN, Telecel, AirtelTigo). */
export const PHONE_PREFIXES = ['020', '023', '024', '025', '026', '027', '028', '050', '053', '054', '055', '056', '057', '059'] as const;
