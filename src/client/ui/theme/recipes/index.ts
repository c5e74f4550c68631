import { avatar } from './avatar.ts'
import { badge } from './badge.ts'
import { barChart } from './bar-chart.ts'
import { button } from './button.ts'
import { card } from './card.ts'
import { checkbox } from './checkbox.ts'
import { combobox } from './combobox.ts'
import { datePicker } from './date-picker.ts'
import { dialog } from './dialog.ts'
import { drawer } from './drawer.ts'
import { emptyState } from './empty-state.ts'
import { field } from './field.ts'
import { image } from './image.ts'
import { menu } from './menu.ts'
import { notice } from './notice.ts'
import { pagination } from './pagination.ts'
import { pinInput } from './pin-input.ts'
import { radioGroup } from './radio-group.ts'
import { select } from './select.ts'
import { skeleton } from './skeleton.ts'
import { spinner } from './spinner.ts'
import { statusBanner } from './status-banner.ts'
import { switchRecipe } from './switch.ts'
import { table } from './table.ts'
import { tabs } from './tabs.ts'
import { toast } from './toast.ts'
import { tooltip } from './tooltip.ts'
import { heading, link, text } from './typography.ts'

export const recipes = { badge, button, heading, link, skeleton, spinner, text }

export const slotRecipes = {
  avatar,
  barChart,
  card,
  checkbox,
  combobox,
  datePicker,
  dialog,
  drawer,
  emptyState,
  field,
  image,
  menu,
  notice,
  pagination,
  pinInput,
  radioGroup,
  select,
  statusBanner,
  switchRecipe,
  table,
  tabs,
  toast,
  tooltip,
}
