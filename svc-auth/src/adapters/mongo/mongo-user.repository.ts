import { Schema, type Connection } from 'mongoose';
import { modelOf, mongoSessionOf } from '@manan/service-kit';
import { normalizeEmail, usernameKey, type User } from '../../domain/users/user';
import { DuplicateUserError, type UserRepository } from '../../domain/users/user.repository';

interface UserDocument {
  _id: string;
  username: string;
  usernameKey: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  passwordHash: string | null;
  createdAt: Date;
}

const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true },
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    displayName: { type: String, required: true },
    photoURL: { type: String, default: null },
    passwordHash: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false },
);

export async function createMongoUserRepository(connection: Connection): Promise<UserRepository> {
  const UserModel = modelOf(connection, 'User', userSchema);
  await UserModel.createCollection();
  await UserModel.syncIndexes();
  const findOne = async (filter: Partial<UserDocument>) => {
    const document = await UserModel.findOne(filter).lean();
    return document ? toUser(document) : null;
  };

  return {
    async create(user, tx) {
      try {
        await UserModel.create(
          [
            {
              ...user,
              _id: user.id,
              usernameKey: usernameKey(user.username),
              email: normalizeEmail(user.email),
              createdAt: new Date(user.createdAt),
            },
          ],
          { session: mongoSessionOf(tx) },
        );
      } catch (error) {
        const duplicate = error as { code?: number; keyPattern?: Record<string, unknown> };
        if (duplicate.code === 11000 && duplicate.keyPattern?.usernameKey)
          throw new DuplicateUserError('username');
        if (duplicate.code === 11000 && duplicate.keyPattern?.email) throw new DuplicateUserError('email');
        throw error;
      }
    },
    findById: (id) => findOne({ _id: id }),
    findByUsername: (username) => findOne({ usernameKey: usernameKey(username) }),
    findByEmail: (email) => findOne({ email: normalizeEmail(email) }),
    async setPhotoURL(id, photoURL, tx) {
      await UserModel.updateOne({ _id: id }, { $set: { photoURL } }, { session: mongoSessionOf(tx) });
    },
    async delete(id, tx) {
      await UserModel.deleteOne({ _id: id }, { session: mongoSessionOf(tx) });
    },
  };
}

function toUser(document: UserDocument): User {
  return {
    id: document._id,
    username: document.username,
    email: document.email,
    displayName: document.displayName,
    photoURL: document.photoURL,
    passwordHash: document.passwordHash,
    createdAt: document.createdAt.toISOString(),
  };
}
