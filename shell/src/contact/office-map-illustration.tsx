import type { ReactNode } from 'react';

/**
 * Our own drawing of the streets around the Agra office, in the style of a street map: blocks of
 * buildings between the roads, M.G. Road and the Hari Parwat crossing, a park, the Yamuna to the
 * east and a pin on Sanjay Place. Not to scale. It is drawn 1200 by 360 with the pin in the
 * middle: a wide frame shows all of it, a narrow one (a phone) the middle 600 around the office.
 * Its colours follow the theme: a light paper map, or a dark night map.
 */

const WIDTH = 1200;
const HEIGHT = 360;
/** Where the river's west bank runs; nothing is built east of it. */
const RIVER_X = 1000;
const MG_ROAD_X = 540;
const CROSSING = { x: MG_ROAD_X, y: 205 };
const PIN = { x: 612, y: 104 };

const minorRoadsX = [60, 180, 300, 420, 680, 800, 920];
const minorRoadsY = [62, 150, 262, 330];
const columns = [0, ...minorRoadsX.slice(0, 4), MG_ROAD_X, ...minorRoadsX.slice(4), RIVER_X];
const rows = [0, ...minorRoadsY.slice(0, 2), CROSSING.y, ...minorRoadsY.slice(2), HEIGHT];

/** A fixed pseudo-random number in [0, 1) for a cell, so the drawing is the same every time. */
function hash(a: number, b: number, salt = 0): number {
  const value = Math.sin(a * 127.1 + b * 311.7 + salt * 74.7) * 43758.5453;
  return value - Math.floor(value);
}

const isPark = (column: number, row: number) => column === 6 && row === 4;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  key: string;
}

/** The buildings of every block: one to three per block, split across its longer side. */
function buildings(): Rect[] {
  const result: Rect[] = [];
  const inset = 9;
  for (let column = 0; column < columns.length - 1; column += 1) {
    for (let row = 0; row < rows.length - 1; row += 1) {
      if (isPark(column, row)) continue;
      const x = columns[column]! + inset;
      const y = rows[row]! + inset;
      const width = columns[column + 1]! - columns[column]! - inset * 2;
      const height = rows[row + 1]! - rows[row]! - inset * 2;
      if (width < 12 || height < 12) continue;
      const parts = 1 + Math.floor(hash(column, row) * 3);
      const alongX = width >= height;
      for (let part = 0; part < parts; part += 1) {
        const gap = 6;
        const span = ((alongX ? width : height) - gap * (parts - 1)) / parts;
        const offset = part * (span + gap);
        result.push({
          key: `${column}-${row}-${part}`,
          x: alongX ? x + offset : x,
          y: alongX ? y : y + offset,
          width: alongX ? span : width,
          height: alongX ? height : span,
        });
      }
    }
  }
  return result;
}

const blocks = buildings();

function Label({
  x,
  y,
  rotate,
  anchor = 'middle',
  className,
  children,
}: {
  x: number;
  y: number;
  rotate?: number;
  anchor?: 'start' | 'middle';
  className?: string;
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      transform={rotate ? `rotate(${rotate} ${x} ${y})` : undefined}
      className={className}
    >
      {children}
    </text>
  );
}

export function OfficeMapIllustration() {
  const river = `M${RIVER_X} 0C${RIVER_X - 26} 80 ${RIVER_X + 58} 140 ${RIVER_X + 30} 220S${RIVER_X + 40} 320 ${RIVER_X + 70} ${HEIGHT}H${WIDTH}V0Z`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label="Map: BrajCode Technologies, 2nd Floor, Sanjay Place Commercial Complex, on M.G. Road by the Hari Parwat crossing in Agra, west of the Yamuna"
      className="h-full w-full font-sans [--map-block:#e3dfd3] [--map-casing:#d3ccb9] [--map-label:#6b6350] [--map-land:#f1eee6] [--map-major:#fdf3d0] [--map-office:oklch(0.88_0.06_266)] [--map-park:#cfe6c6] [--map-road:#ffffff] [--map-tree:#a9d29b] [--map-water-label:#3f6f99] [--map-water:#b9d6ee] dark:[--map-block:#242c3d] dark:[--map-casing:#111726] dark:[--map-label:#9aa3b8] dark:[--map-land:#1a2131] dark:[--map-major:#4a5572] dark:[--map-office:oklch(0.42_0.09_266)] dark:[--map-park:#1f3a30] dark:[--map-road:#303a52] dark:[--map-tree:#2b5040] dark:[--map-water-label:#8fb3d9] dark:[--map-water:#17304d]"
      preserveAspectRatio="xMidYMid slice"
      data-testid="office-map-illustration"
    >
      <rect width={WIDTH} height={HEIGHT} className="fill-(--map-land)" />

      {/* Blocks of buildings, the office's block picked out. */}
      <g className="fill-(--map-block)">
        {blocks.map(({ key, ...rect }) => (
          <rect key={key} rx="3" {...rect} />
        ))}
      </g>
      <rect
        x={MG_ROAD_X + 9}
        y={minorRoadsY[0]! + 9}
        width={minorRoadsX[4]! - MG_ROAD_X - 18}
        height={minorRoadsY[1]! - minorRoadsY[0]! - 18}
        rx="4"
        className="fill-(--map-office)"
      />

      {/* The park, with its trees. */}
      <rect
        x={minorRoadsX[4]! + 9}
        y={minorRoadsY[2]! + 9}
        width={minorRoadsX[5]! - minorRoadsX[4]! - 18}
        height={minorRoadsY[3]! - minorRoadsY[2]! - 18}
        rx="10"
        className="fill-(--map-park)"
      />
      <g className="fill-(--map-tree)">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((tree) => (
          <circle
            key={tree}
            cx={minorRoadsX[4]! + 24 + hash(tree, 1, 3) * 72}
            cy={minorRoadsY[2]! + 22 + hash(tree, 2, 5) * 28}
            r={5 + hash(tree, 3, 7) * 4}
          />
        ))}
      </g>

      {/* Streets: a pale casing, then the road. */}
      <g fill="none" strokeLinecap="round">
        <g className="stroke-(--map-casing)" strokeWidth="14">
          {minorRoadsX.map((x) => (
            <path key={x} d={`M${x} 0V${HEIGHT}`} />
          ))}
          {minorRoadsY.map((y) => (
            <path key={y} d={`M0 ${y}H${RIVER_X + 40}`} />
          ))}
        </g>
        <g className="stroke-(--map-road)" strokeWidth="10">
          {minorRoadsX.map((x) => (
            <path key={x} d={`M${x} 0V${HEIGHT}`} />
          ))}
          {minorRoadsY.map((y) => (
            <path key={y} d={`M0 ${y}H${RIVER_X + 40}`} />
          ))}
        </g>
        {/* M.G. Road and the road through the crossing. */}
        <g className="stroke-(--map-casing)" strokeWidth="26">
          <path d={`M${MG_ROAD_X} 0V${HEIGHT}`} />
          <path d={`M0 ${CROSSING.y}H${RIVER_X + 40}`} />
        </g>
        <g className="stroke-(--map-major)" strokeWidth="20">
          <path d={`M${MG_ROAD_X} 0V${HEIGHT}`} />
          <path d={`M0 ${CROSSING.y}H${RIVER_X + 40}`} />
        </g>
      </g>
      <circle
        cx={CROSSING.x}
        cy={CROSSING.y}
        r="25"
        className="fill-(--map-major) stroke-(--map-casing)"
        strokeWidth="3"
      />
      <circle cx={CROSSING.x} cy={CROSSING.y} r="11" className="fill-(--map-park)" />

      {/* The Yamuna, east of the city. */}
      <path d={river} className="fill-(--map-water)" />

      {/* A frame narrower than the drawing shows it at about half size (a phone's shows the middle
          half): its labels are drawn larger there, so that they read at 9 px or more. */}
      <g className="fill-(--map-label) text-[11px] font-semibold tracking-[0.12em] uppercase @max-[1000px]:text-[17px] @max-[1000px]:tracking-[0.06em]">
        <Label x={MG_ROAD_X + 4} y={300} rotate={-90}>
          M.G. Road
        </Label>
        <Label x={MG_ROAD_X - 4} y={52} rotate={-90}>
          M.G. Road
        </Label>
        {/* East of the crossing, the part of the road a phone's frame still shows. */}
        <Label x={CROSSING.x + 38} y={CROSSING.y + 5} anchor="start">
          Hari Parwat Crossing
        </Label>
        <Label x={622} y={178} className="tracking-[0.2em] @max-[1000px]:tracking-[0.04em]">
          Sanjay Place
        </Label>
      </g>
      <Label
        x={1120}
        y={190}
        rotate={78}
        className="fill-(--map-water-label) text-[14px] font-semibold italic tracking-[0.3em] @max-[1000px]:text-[20px]"
      >
        Yamuna
      </Label>

      {/* The office: a pin with its name beside it. */}
      <g transform={`translate(${PIN.x} ${PIN.y})`}>
        <ellipse cx="0" cy="2" rx="9" ry="3.5" className="fill-foreground/25" />
        <circle r="26" className="fill-primary/25" />
        <path
          d="M0 2C-9-9-15-15-15-23a15 15 0 0 1 30 0c0 8-6 14-15 25Z"
          className="fill-primary stroke-background"
          strokeWidth="2"
        />
        <circle cy="-23" r="5.5" className="fill-primary-foreground" />
      </g>
      {/* Its name beside it, in a frame wide enough to read it (a narrower one has it over the map). */}
      <g transform={`translate(${PIN.x + 26} ${PIN.y - 58})`} className="@max-[1000px]:hidden">
        <rect
          width="214"
          height="50"
          rx="10"
          className="fill-background stroke-border"
          strokeWidth="1"
        />
        <text x="14" y="22" className="fill-foreground text-[14px] font-bold">
          BrajCode Technologies
        </text>
        <text x="14" y="39" className="fill-muted-foreground text-[11.5px]">
          2nd Floor, Sanjay Place
        </text>
      </g>
    </svg>
  );
}
