// The history and folder suites run in one process so they share one embedded database
// (and one PostgreSQL database when TEST_DATABASE_URL is set): starting PGlite is the slow part.
import './history-lists.suite.ts';
import './history-documents.suite.ts';
import './folders.suite.ts';
import './history-owners.suite.ts';
import './history-deletes.suite.ts';
