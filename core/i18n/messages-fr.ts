import "./messages/fr/shell";
import "./messages/fr/home";
import "./messages/fr/quotes";
import "./messages/fr/quote-steps";
import "./messages/fr/quote-results";
import "./messages/fr/quote-validation";
import "./messages/fr/handoff";
import "./messages/fr/widget";
import "./messages/fr/launcher";
import "./messages/fr/analyzer";
import "./messages/fr/blog";
import "./messages/fr/learn";
import "./messages/fr/contact";
import "./messages/fr/privacy";
import "./messages/fr/server";
import "./messages/fr/language";
import "./messages/fr/come-back";
import "./messages/fr/ontario-choices";

// The French catalogue (fr-CA, docs/french.md): every visitor-facing part, with the English part's
// keys. Importing this module registers them; the server does. Staff screens stay English.
