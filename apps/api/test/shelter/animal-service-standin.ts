import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import sharp from 'sharp';

const RECORDED_DIR = new URL('./recorded/', import.meta.url);
/** The photo host the recorded answers name; the stand-in serves its photos itself. */
const PHOTO_HOST = 'http://openapi.animal.go.kr';
export const SERVICE_PATH = '/1543061/abandonmentPublicService_v2/abandonmentPublic_v2';
const PHOTO_PATH = '/openapi/service/rest/fileDownloadSrvc/files/shelter/';
const BUSAN = '6260000';

export type RecordedAnimal = Record<string, unknown>;

/** The animals of a recorded answer (kept in ./recorded, written from the documented fields). */
export function recordedAnimals(name: string): RecordedAnimal[] {
  const answer = JSON.parse(readFileSync(new URL(name, RECORDED_DIR), 'utf8')) as {
    response: { body: { items: { item: RecordedAnimal | RecordedAnimal[] } } };
  };
  const { item } = answer.response.body.items;
  return Array.isArray(item) ? item : [item];
}

export const recordedText = (name: string) => readFileSync(new URL(name, RECORDED_DIR), 'utf8');

export type ServiceCall = {
  /** The query exactly as it arrived (to check the key's encoding). */
  rawQuery: string;
  params: URLSearchParams;
  at: number;
};

/**
 * A loopback stand-in of 공공데이터포털's 구조동물 조회 service, speaking its protocol: the
 * service key (refused with the portal's `OpenAPI_ServiceResponse` when it is not the one
 * registered), `_type=json`, `upr_cd`, `bgnde`/`endde` with or without `bgupd`/`enupd` (changes), `pageNo` and
 * `numOfRows` paging with `totalCount`, one animal as an object, an empty page as `items: ""`.
 * It also serves the photos the answers name (small JPEGs made with sharp).
 */
export async function startAnimalServiceStandin(options: { serviceKey: string }) {
  let received: RecordedAnimal[] = [];
  let updated: RecordedAnimal[] = [];
  let reportedTotal: number | null = null;
  let failures: number[] = [];
  let missingPhotos = new Set<string>();
  let movedPhotos = new Map<string, string>();
  const calls: ServiceCall[] = [];
  const photoCalls: string[] = [];
  let origin = '';

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

  function answerPage(res: ServerResponse, params: URLSearchParams) {
    const animals =
      params.get('upr_cd') === BUSAN ? (params.has('bgupd') ? updated : received) : [];
    const pageNo = Number(params.get('pageNo') ?? 1);
    const rows = Number(params.get('numOfRows') ?? 10);
    const page = animals.slice((pageNo - 1) * rows, pageNo * rows);
    const item = page.length === 1 ? page[0] : page;
    const body = {
      response: {
        header: { reqNo: calls.length, resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: {
          items: page.length === 0 ? '' : { item },
          numOfRows: rows,
          pageNo,
          totalCount: reportedTotal ?? animals.length,
        },
      },
    };
    send(
      res,
      200,
      'application/json;charset=UTF-8',
      JSON.stringify(body).split(PHOTO_HOST).join(origin),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith(PHOTO_PATH)) {
      photoCalls.push(url.pathname);
      if (missingPhotos.has(url.pathname)) return send(res, 404, 'text/plain', 'not found');
      const movedTo = movedPhotos.get(url.pathname);
      if (movedTo !== undefined) {
        res.writeHead(302, { location: movedTo });
        return res.end();
      }
      const shade = [...url.pathname].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 200;
      const jpeg = await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 120, b: 80 } },
      })
        .jpeg()
        .toBuffer();
      return send(res, 200, 'image/jpeg', jpeg);
    }
    if (url.pathname !== SERVICE_PATH) return send(res, 404, 'text/plain', 'not found');
    calls.push({ rawQuery: url.search.slice(1), params: url.searchParams, at: Date.now() });
    const failure = failures.shift();
    if (failure !== undefined) {
      return send(res, failure, 'text/html', '<html><body>Service Unavailable</body></html>');
    }
    if (url.searchParams.get('serviceKey') !== options.serviceKey) {
      return send(
        res,
        401,
        'text/xml;charset=UTF-8',
        recordedText('service-key-not-registered.xml'),
      );
    }
    answerPage(res, url.searchParams);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, 'text/plain', 'stand-in failed'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  origin = `http://127.0.0.1:${address.port}`;

  return {
    apiUrl: `${origin}${SERVICE_PATH}`,
    calls,
    photoCalls,
    /** What the service holds: by intake (bgnde/endde) and by change (bgupd/enupd). */
    hold(animals: { received?: RecordedAnimal[]; updated?: RecordedAnimal[] }) {
      received = animals.received ?? received;
      updated = animals.updated ?? updated;
    },
    /** A `totalCount` the service gets wrong; null: the true count. */
    reportTotal(total: number | null) {
      reportedTotal = total;
    },
    /** The next calls answer these HTTP statuses (e.g. 503) with an HTML page. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
    /** Photos (by their path) answered 404. */
    losePhotos(paths: string[]) {
      missingPhotos = new Set(paths.map((photo) => new URL(photo).pathname));
    },
    /** Photos (by their path) answered with a redirect to another address. */
    movePhotos(moves: Array<{ from: string; to: string }>) {
      movedPhotos = new Map(moves.map((move) => [new URL(move.from).pathname, move.to]));
    },
    reset() {
      calls.length = 0;
      photoCalls.length = 0;
      failures = [];
      reportedTotal = null;
      missingPhotos = new Set();
      movedPhotos = new Map();
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
export type AnimalServiceStandin = Awaited<ReturnType<typeof startAnimalServiceStandin>>;
