export interface PageRequest {
  limit: number;
  offset: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function paginate<T>(all: T[], { limit, offset }: PageRequest): Page<T> {
  return { items: all.slice(offset, offset + limit), total: all.length };
}
