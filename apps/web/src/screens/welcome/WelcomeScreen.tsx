import { useEffect } from 'react';
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileText, IconLanguage, IconPhotoScan } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { loadAuthClient } from '../../api/loadAuthClient';
import { whenIdle } from '../../app/whenIdle';
import { BrandMark } from '../../components/BrandMark';
import { LanguageChoice } from './LanguageChoice';
import { MagicLinkForm } from './MagicLinkForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { SocialButtons } from './SocialButtons';
import classes from './WelcomeScreen.module.css';

const FEATURES = [
  { Icon: IconFileText, key: 'welcome.featureLayout' },
  { Icon: IconPhotoScan, key: 'welcome.featureImages' },
  { Icon: IconLanguage, key: 'welcome.featureLanguages' },
] as const;

/** Sign-in screen: e-mail link, e-mail and password, and Google/Apple when configured. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  // Fetched while the user reads and types, so signing in does not wait for it.
  useEffect(() => void whenIdle(() => void loadAuthClient().catch(() => undefined)), []);
  return (
    <div className={classes.page} data-testid="screen-welcome">
      <section className={classes.hero} aria-labelledby="welcome-hero-title">
        <div className={classes.heroInner}>
          <span className={classes.heroBrand}>
            <BrandMark size={40} />
          </span>
          <Title id="welcome-hero-title" order={2} className={classes.heroTitle}>
            {t('welcome.heroTitle')}
          </Title>
          <Text className={classes.heroText}>{t('welcome.heroText')}</Text>
          <ul className={classes.features}>
            {FEATURES.map(({ Icon, key }) => (
              <li key={key}>
                <Icon size={22} stroke={1.7} aria-hidden />
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <main className={classes.formSide}>
        <div className={classes.formColumn}>
          <div className={classes.phoneBrand}>
            <BrandMark size={40} />
          </div>
          <Stack gap={4} mb="lg">
            <Title order={1} className={classes.title}>
              {t('welcome.title')}
            </Title>
            <Text c="dimmed">{t('welcome.subtitle')}</Text>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
            <Stack gap="lg">
              <Tabs defaultValue="magic" variant="pills" radius="md" keepMounted={false}>
                <Tabs.List grow className={classes.tabs}>
                  <Tabs.Tab value="magic" className={classes.tab} data-testid="tab-magic">
                    {t('welcome.tabMagic')}
                  </Tabs.Tab>
                  <Tabs.Tab value="signin" className={classes.tab} data-testid="tab-signin">
                    {t('welcome.tabSignIn')}
                  </Tabs.Tab>
                  <Tabs.Tab value="signup" className={classes.tab} data-testid="tab-signup">
                    {t('welcome.tabSignUp')}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="magic" pt="lg">
                  <MagicLinkForm />
                </Tabs.Panel>
                <Tabs.Panel value="signin" pt="lg">
                  <SignInForm />
                </Tabs.Panel>
                <Tabs.Panel value="signup" pt="lg">
                  <SignUpForm />
                </Tabs.Panel>
              </Tabs>
              <SocialButtons />
            </Stack>
          </Paper>
          <Text size="xs" c="dimmed" ta="center" mt="lg">
            {t('welcome.legal')}
          </Text>
          {/* Meanwhile its place is kept (an xs input's height), so nothing moves when it appears. */}
          <LanguageChoice />
        </div>
      </main>
    </div>
  );
}
