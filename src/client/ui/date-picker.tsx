import { DatePicker as ArkDatePicker, type DateValue, parseDate } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { datePicker } from '#styled/recipes'
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons.tsx'
import { VisuallyHidden } from './visually-hidden.tsx'

// A French calendar: day and month names in French, weeks starting on Monday (ISO 8601, as on
// every French calendar), dates typed as jj/mm/aaaa.
export const DATE_PICKER_LOCALE = 'fr-FR'
export const DATE_PICKER_START_OF_WEEK = 1

const { withProvider, withContext } = createStyleContext(datePicker)

const StyledRoot = withProvider(ArkDatePicker.Root, 'root', {
  defaultProps: {
    locale: DATE_PICKER_LOCALE,
    startOfWeek: DATE_PICKER_START_OF_WEEK,
    positioning: { placement: 'bottom-start', overflowPadding: 10 },
    lazyMount: true,
    unmountOnExit: true,
  },
})
export const Label = withContext(ArkDatePicker.Label, 'label')
export const Control = withContext(ArkDatePicker.Control, 'control')
export const Input = withContext(ArkDatePicker.Input, 'input')
export const Trigger = withContext(ArkDatePicker.Trigger, 'trigger')
export const Positioner = withContext(ArkDatePicker.Positioner, 'positioner')
export const Content = withContext(ArkDatePicker.Content, 'content')
export const View = withContext(ArkDatePicker.View, 'view')
export const ViewControl = withContext(ArkDatePicker.ViewControl, 'viewControl')
export const ViewTrigger = withContext(ArkDatePicker.ViewTrigger, 'viewTrigger')
export const PrevTrigger = withContext(ArkDatePicker.PrevTrigger, 'prevTrigger')
export const NextTrigger = withContext(ArkDatePicker.NextTrigger, 'nextTrigger')
export const RangeText = withContext(ArkDatePicker.RangeText, 'rangeText')
export const Table = withContext(ArkDatePicker.Table, 'table')
export const TableHead = withContext(ArkDatePicker.TableHead, 'tableHead')
export const TableBody = withContext(ArkDatePicker.TableBody, 'tableBody')
export const TableRow = withContext(ArkDatePicker.TableRow, 'tableRow')
export const TableHeader = withContext(ArkDatePicker.TableHeader, 'tableHeader')
export const TableCell = withContext(ArkDatePicker.TableCell, 'tableCell')
export const TableCellTrigger = withContext(ArkDatePicker.TableCellTrigger, 'tableCellTrigger')
export const Context = ArkDatePicker.Context
export { type DateValue, parseDate }

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * The calendar's root in the reader's language: Ark's own labels are English, and so is the
 * input's placeholder, which it builds from the date format ("dd/mm/yyyy") whatever the locale.
 * A caller's own `translations` or `placeholder` win.
 */
export function Root(props: RootProps) {
  const { t } = useLingui()
  const translations = useDatePickerTranslations()
  return <StyledRoot translations={translations} placeholder={t`jj/mm/aaaa`} {...props} />
}

/** Ark's built-in labels are English; these are the French ones (and English through Lingui). */
export function useDatePickerTranslations(): NonNullable<RootProps['translations']> {
  const { t } = useLingui()
  return {
    trigger: (open) => (open ? t`Fermer le calendrier` : t`Ouvrir le calendrier`),
    content: t`Calendrier`,
    clearTrigger: t`Effacer la date`,
    monthSelect: t`Choisir le mois`,
    yearSelect: t`Choisir l’année`,
    prevTrigger: (view) => (view === 'day' ? t`Mois précédent` : view === 'month' ? t`Année précédente` : t`Décennie précédente`),
    nextTrigger: (view) => (view === 'day' ? t`Mois suivant` : view === 'month' ? t`Année suivante` : t`Décennie suivante`),
    // An empty label lets the button's visible text ("août 2026", plus a hidden hint) be its name,
    // so that what is seen is what is heard (WCAG 2.5.3).
    viewTrigger: () => '',
    dayCell: (state) => (state.unavailable ? t`${state.valueText}, indisponible` : state.valueText),
    placeholder: () => ({ day: t`jj`, month: t`mm`, year: t`aaaa` }),
  }
}

function Navigation() {
  const { t } = useLingui()
  return (
    <ViewControl>
      <PrevTrigger>
        <ChevronLeftIcon />
      </PrevTrigger>
      <ViewTrigger>
        <RangeText />
        <VisuallyHidden>{t`, changer de vue`}</VisuallyHidden>
      </ViewTrigger>
      <NextTrigger>
        <ChevronRightIcon />
      </NextTrigger>
    </ViewControl>
  )
}

/** The three views of the calendar (days, months, years), for use inside Content. */
export function Calendar() {
  return (
    <>
      <View view="day">
        <Context>
          {(api) => (
            <>
              <Navigation />
              <Table>
                <TableHead>
                  <TableRow>
                    {api.weekDays.map((day) => (
                      <TableHeader key={day.long}>
                        <abbr title={day.long}>{day.narrow}</abbr>
                      </TableHeader>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {api.weeks.map((week) => (
                    <TableRow key={week[0]?.toString()}>
                      {week.map((day) => (
                        <TableCell key={day.toString()} value={day}>
                          <TableCellTrigger>{day.day}</TableCellTrigger>
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Context>
      </View>
      <View view="month">
        <Context>
          {(api) => (
            <>
              <Navigation />
              <Table>
                <TableBody>
                  {api.getMonthsGrid({ columns: 4, format: 'short' }).map((months) => (
                    <TableRow key={months[0]?.value}>
                      {months.map((month) => (
                        <TableCell key={month.value} value={month.value}>
                          <TableCellTrigger>{month.label}</TableCellTrigger>
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Context>
      </View>
      <View view="year">
        <Context>
          {(api) => (
            <>
              <Navigation />
              <Table>
                <TableBody>
                  {api.getYearsGrid({ columns: 4 }).map((years) => (
                    <TableRow key={years[0]?.value}>
                      {years.map((year) => (
                        <TableCell key={year.value} value={year.value}>
                          <TableCellTrigger>{year.label}</TableCellTrigger>
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Context>
      </View>
    </>
  )
}

/** A labelled date field (typed jj/mm/aaaa or picked in the calendar). */
export function SimpleDatePicker({ label, ...props }: RootProps & { label: ReactNode }) {
  return (
    <Root {...props}>
      <Label>{label}</Label>
      <Control>
        <Input />
        <Trigger>
          <CalendarIcon />
        </Trigger>
      </Control>
      <Portal>
        <Positioner>
          <Content>
            <Calendar />
          </Content>
        </Positioner>
      </Portal>
    </Root>
  )
}
