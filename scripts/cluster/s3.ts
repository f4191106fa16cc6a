// The cluster's object store: `node scripts/cluster/s3.ts <directory> <bucket> <endpoint-file>`.
// s3rver with the ListParts call @tus/s3-store needs (the same server the S3 suites use). It
// listens on a free port and writes its endpoint URL to <endpoint-file> once it answers.
import { writeFileSync } from 'node:fs';
import { startS3 } from '../../apps/server/test/s3rver.ts';

const [directory, bucket, endpointFile] = process.argv.slice(2);
if (!directory || !bucket || !endpointFile) {
  console.error('usage: node scripts/cluster/s3.ts <directory> <bucket> <endpoint-file>');
  process.exit(2);
}
const s3 = await startS3(directory, bucket);
writeFileSync(endpointFile, `${s3.endpoint}\n`);
console.log(`s3rver on ${s3.endpoint}, bucket ${bucket}, files in ${directory}`);
const stop = () => void s3.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
