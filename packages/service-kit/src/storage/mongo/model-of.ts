import type { Connection, Model, Schema } from 'mongoose';

/**
 * The model `name` on this connection, compiled once: mongoose throws when a model is compiled twice on
 * a connection, which happens when an adapter is created again (tests, reconnects).
 */
export function modelOf<TDocument>(
  connection: Connection,
  name: string,
  schema: Schema<TDocument>,
): Model<TDocument> {
  return (
    (connection.models[name] as Model<TDocument> | undefined) ?? connection.model<TDocument>(name, schema)
  );
}
