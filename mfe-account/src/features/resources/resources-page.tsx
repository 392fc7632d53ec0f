import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Page,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  VisuallyHidden,
  useSignedInUser,
} from '@manan/ui-kit';
import { ResourceCard } from './resource-card';
import {
  categoryLabels,
  filterResources,
  resourceCategories,
  resources,
  type CategoryFilter,
} from './resource-catalogue';

const tabs: CategoryFilter[] = ['all', ...resourceCategories];

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  align-items: center;
`;

const SearchBox = styled.div`
  display: flex;
  flex: 1 1 260px;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  & > input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    outline: none;
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  min-height: 44px;
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => `0 ${theme.radii.medium} ${theme.radii.medium} 0`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const CategoryTabs = styled(TabsList)`
  display: flex;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space(2)};

  & > button {
    flex: 1 1 auto;
    padding: ${({ theme }) => `0 ${theme.space(1.5)}`};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** /resources: the built-in library, searched on Enter or the icon and filtered by category. */
export function ResourcesPage() {
  const { user } = useSignedInUser();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const shown = filterResources(resources, search, category);

  const clear = () => {
    setDraft('');
    setSearch('');
  };

  return (
    <Page title="Medical Resources" lead="Guidelines and references for clinical practice.">
      <SearchForm
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft);
        }}
      >
        <SearchBox>
          <VisuallyHidden as="label" htmlFor="resource-search">
            Search resources
          </VisuallyHidden>
          <input
            id="resource-search"
            type="search"
            placeholder="Search title, description or tag"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <IconButton type="submit" aria-label="Search">
            <SearchIcon />
          </IconButton>
        </SearchBox>
        {draft || search ? (
          <Button type="button" $variant="secondary" onClick={clear}>
            Clear search
          </Button>
        ) : null}
      </SearchForm>
      <Tabs value={category} onValueChange={(value) => setCategory(value as CategoryFilter)}>
        <CategoryTabs aria-label="Resource categories">
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {categoryLabels[tab]}
            </TabsTrigger>
          ))}
        </CategoryTabs>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={tab}>
            <Count role="status">
              {shown.length === 1 ? '1 resource' : `${shown.length} resources`}
              {search ? ` matching “${search}”` : ''}
            </Count>
            {shown.length ? (
              <Grid>
                {shown.map((resource) => (
                  <ResourceCard key={resource.id} resource={resource} signedIn={Boolean(user)} />
                ))}
              </Grid>
            ) : (
              <p>No resources match your search. Try another word or clear the search.</p>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
