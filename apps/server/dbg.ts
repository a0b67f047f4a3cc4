import { Readable } from 'node:stream';
import { readKycUpload } from './src/modules/kyc/kyc.upload-body.ts';
const body = JSON.stringify({ fullName: 'x', document: { fileName: 'a.png', contentType: 'image/png', data: Buffer.from('hello world!!').toString('base64') } });
try { const r = await readKycUpload(Readable.from([Buffer.from(body)]), undefined, 1e7); console.log(r.fields, r.bytes.toString()); } catch (e) { console.log('ERR', e, (e as any).cause); }
