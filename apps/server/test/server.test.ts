// The integration suites run in one process so they share one embedded database (and one
// PostgreSQL database when TEST_DATABASE_URL is set): starting PGlite is the slow part.
import './auth.suite.ts';
import './sign-in-limit.suite.ts';
import './functions.suite.ts';
import './client-errors.suite.ts';
import './preferences.suite.ts';
import './events.suite.ts';
import './session-streams.suite.ts';
import './social.suite.ts';
import './static.suite.ts';
import './jobs.suite.ts';
import './files.suite.ts';
import './download-urls.suite.ts';
import './uploads.suite.ts';
import './uploads-s3.suite.ts';
import './translations.suite.ts';
import './translation-rules.suite.ts';
import './fidelity.suite.ts';
import './worker-kill.suite.ts';
import './database.suite.ts';
import './images.suite.ts';
import './live-text.suite.ts';
import './captures.suite.ts';
import './capture-refusals.suite.ts';
import './hostile-input.suite.ts';
import './cross-site.suite.ts';
import './upload-overflow.suite.ts';
