import styled from 'styled-components';
import { Card } from '@manan/ui-kit';

const Text = styled.p`
  margin: 0;
`;

/** What a page says when nobody is signed in (the shell normally redirects first). */
export function SignedOutNotice({ text }: { text: string }) {
  return (
    <Card>
      <Text>{text}</Text>
    </Card>
  );
}
