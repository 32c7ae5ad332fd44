import { registerMessages } from "../registry";

/**
 * The quote form's checks (shared by the wizard and the server), its consent wordings and the quote
 * API's refusals.
 */
export const QUOTE_VALIDATION_MESSAGES = {
  "quote.field.vehicleYear": "Vehicle year",
  "quote.field.yearsLicensed": "Years licensed",
  "quote.field.tickets": "Tickets in the last 3 years",
  "quote.field.accidents": "Accidents in the last 6 years",
  "quote.field.driverAge": "Your age",
  "quote.field.homeAge": "Age of the home",
  "quote.validation.number": "{field} must be a number.",
  "quote.validation.wholeNumber": "{field} must be a whole number.",
  "quote.validation.atLeast": "{field} must be at least {min}.",
  "quote.validation.atMost": "{field} must be at most {max}.",
  "quote.validation.country": "Country must be CA: we compare Canadian insurance only.",
  "quote.validation.province": "Choose one of the ten provinces.",
  "quote.validation.fsa": "Enter the first three characters of a Canadian postal code, like M5V.",
  "quote.validation.postalCode": "Enter a Canadian postal code, like M5V 2T6.",
  "quote.validation.postalProvince":
    "Postal code {postal} is not in {province}. Check the postal code or the province.",
  "quote.validation.make": "Enter the vehicle make.",
  "quote.validation.makeMin": "The make must be at least {min} characters.",
  "quote.validation.makeMax": "The make must be at most {max} characters.",
  "quote.validation.model": "Enter the vehicle model.",
  "quote.validation.modelMax": "The model must be at most {max} characters.",
  "quote.validation.trimText": "The trim must be text.",
  "quote.validation.trimMax": "The trim must be at most {max} characters.",
  "quote.validation.liability": "Liability must be $500,000, $1,000,000 or $2,000,000.",
  "quote.validation.collision": "Collision must be yes or no.",
  "quote.validation.comprehensive": "Comprehensive must be yes or no.",
  "quote.validation.deductible": "The deductible must be $300, $500 or $1,000.",
  "quote.validation.declinedBenefits": "List the optional accident benefits you leave out, or none.",
  "quote.validation.declinedBenefit": "This is not one of Ontario's optional accident benefits ({allowed}).",
  "quote.validation.declinedTwice": "Name each optional accident benefit only once.",
  "quote.validation.dcpdOptOut": "Say yes or no to leaving out direct compensation (DCPD).",
  "quote.validation.ontarioOnly":
    "Only Ontario lets drivers leave out accident benefits or direct compensation; choose Ontario or keep the standard coverage.",
  "quote.validation.category": "Choose an insurance type.",
  "quote.validation.productType": 'productType must be "home" for home insurance and "auto" for every other type.',
  "quote.validation.city": "Enter your city or town.",
  "quote.validation.cityMax": "The city must be at most {max} characters.",
  "quote.validation.driverAge": "Enter your age.",
  "quote.validation.homeAge": "Enter the age of the home in years (0 for a new build).",
  "quote.validation.licensedVsAge": "At age {age} you can have held a licence for at most {max} years.",
  "quote.field.age": "Age",
  "quote.field.commuteKm": "One-way commute distance (km)",
  "quote.validation.vehicleUse": 'Choose how the vehicle is used: "commute" or "pleasure".',
  "quote.validation.winterTires": "Winter tires must be yes or no.",
  "quote.validation.principalDriver": "Choose who drives this vehicle most.",
  "quote.validation.principalDriverRange":
    "Vehicle {vehicle} must be driven mostly by one of the {count} listed drivers.",
  "quote.validation.commuteKm": "Enter the one-way distance to work or school, in km.",
  "quote.validation.commuteKmOnly": "A commute distance is only asked for a vehicle used to commute.",
  "quote.validation.driversList": "List at least one driver.",
  "quote.validation.driversMax": "A quote can list at most {max} drivers.",
  "quote.validation.vehiclesList": "List at least one vehicle.",
  "quote.validation.vehiclesMax": "A quote can list at most {max} vehicles.",
  "quote.validation.driverBesideList":
    "Give every driver in the list of drivers, not also in the single-driver fields.",
  "quote.validation.vehicleBesideList":
    "Give every vehicle in the list of vehicles, not also in the single-vehicle fields.",
  "quote.validation.carOnly": "This answer is only asked for car insurance, not {category}.",
  "quote.validation.homePart": "The home's part must be an object with the age of the home (homeAge).",
  "quote.validation.homePartKey": "The home's part takes only the age of the home (homeAge).",
  "quote.validation.homeWithCarOnly":
    "A home priced with a car goes with a car quote; for home insurance alone, give homeAge.",
  "quote.validation.consentDataSharing":
    "Tick the box to let us share your details with the partners who prepare your quotes.",
  "quote.validation.consentContact": "Contact consent must be yes or no.",
  "quote.validation.from": "The entry point is not one we know.",
  "quote.validation.blog": "The article reference is not valid.",
  "quote.consent.dataSharing":
    "I agree that QuoteMaple may share the details I give here with the licensed partners who prepare my quotes, and with the partner I choose to continue with.",
  "quote.consent.contact":
    "I agree to be contacted about insurance options by e-mail, SMS or phone. Standard message and data rates may apply. Consent is not required to purchase, and I can opt out at any time.",
  "quote.api.sessionNotFound": "We could not find that quote session. Start a new quote.",
  "quote.api.quoteNotFound": "That quote is not part of this session.",
  "quote.api.partnerMismatch": "The partner does not match the quote.",
  "quote.api.notCar": "Coverage can only be changed on car insurance quotes.",
} as const;

registerMessages("en", QUOTE_VALIDATION_MESSAGES, "quote-validation");
