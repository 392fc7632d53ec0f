import { Route, Routes } from 'react-router-dom';
import { AssessmentsPage } from '../features/assessments/assessments-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { ResourcesPage } from '../features/resources/resources-page';
import { SettingsPage } from '../features/settings/settings-page';
import { TrainingProgressCard } from '../features/training-progress/training-progress-card';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="dashboard" element={<DashboardPage trainingProgress={<TrainingProgressCard />} />} />
      <Route path="assessments" element={<AssessmentsPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="resources" element={<ResourcesPage />} />
    </Routes>
  );
}
