// Tests render and call modules in any combination, so every part of the catalogue is registered up front,
// as the server does; core/i18n/message-parts.test.ts checks that each module imports the parts it needs.
import "../../core/i18n/messages-en";
import "../../core/i18n/messages-fr";
