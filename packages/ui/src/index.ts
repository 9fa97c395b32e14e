// Public API of @fuelmarket/ui. One block per component folder.

// Theme, providers, messages
export {
  baseTokens,
  breakpointNames,
  breakpointOf,
  breakpoints,
  media,
  palette,
  resolveTokens,
  textColorPairs,
  uiColorPairs,
  UnknownTokenError,
  vars,
  bottomBarOffset,
  pageContainer,
  topBarHeight,
} from './theme';
export type { Breakpoint, ColorToken, ResolvedTokens, TokenGroup } from './theme';
export { contrastRatio, relativeLuminance } from './theme/contrast';
/** Whether a media query (e.g. `media.through('sm')`) matches, following changes. */
export { useMediaQuery } from './DateRangePicker/useMediaQuery';
export { UiProvider, useUiSettings, uiCurrencies, uiLocales } from './UiProvider';
export type { UiCurrency, UiLocale, UiProviderProps, UiSettings } from './UiProvider';
export { uiMessages } from './messages';
export type { UiMessageCatalogue } from './messages';

// Components
export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { IconButton, iconButtonVariants } from './IconButton';
export type { IconButtonProps, IconButtonVariant } from './IconButton';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField, textFieldTypes, isEmail, validateText, validationMessages } from './TextField';
export type { TextFieldProps, TextFieldType, ValidationKey } from './TextField';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps, CheckboxOption } from './CheckboxGroup';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { DialogTrigger, Modal, modalSizes } from './Modal';
export type { ModalProps, ModalSize } from './Modal';
export {
  NOT_A_NUMBER,
  NumberInput,
  collapseLeadingZeros,
  formatDecimal,
  isAcceptableInput,
  readDecimal,
  toDecimalString,
} from './NumberInput';
export type { DecimalOptions, DecimalProblem, DecimalReading, NumberInputProps } from './NumberInput';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { TimeInput, formatTimeString, parseTimeString } from './TimeInput';
export type { TimeInputProps } from './TimeInput';
export { ToastRegion, TOAST_TIMEOUT_MS, createToastQueue, showToast, toastQueue, toastTones } from './Toast';
export type { ToastContent, ToastQueue, ToastRegionProps, ToastTone } from './Toast';

// Layout, navigation, data display (B2)
export { BottomBar } from './BottomBar';
export type { BottomBarProps } from './BottomBar';
export { Accordion } from './Accordion';
export type { AccordionItem, AccordionProps } from './Accordion';
export { Card } from './Card';
export type { CardProps } from './Card';
export { ChartFrame, chartPalette } from './ChartFrame';
export type { ChartFrameProps, ChartRow, ChartSeries } from './ChartFrame';
export { ComboBox } from './ComboBox';
export type { ComboBoxItem, ComboBoxProps } from './ComboBox';
export { CookieBanner } from './CookieBanner';
export type { CookieBannerProps } from './CookieBanner';
export { CookieSettings } from './CookieSettings';
export type { CookieChoice, CookieSettingsProps } from './CookieSettings';
export { Countdown, remainingSeconds } from './Countdown';
export type { CountdownProps } from './Countdown';
export { DateInput, parseDateString } from './DateInput';
export type { DateInputProps } from './DateInput';
export { DateRangePicker } from './DateRangePicker';
export type { DateRange, DateRangePickerProps } from './DateRangePicker';
export { EmptyState } from './EmptyState';

export type { EmptyStateProps } from './EmptyState';
export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { NotificationBubble, bubbleText } from './NotificationBubble';
export type { NotificationBubbleProps } from './NotificationBubble';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { RankingTable, rankingColumnWidths, rankingViewers } from './RankingTable';
export { RowActions } from './RowActions';
export type { RowAction } from './RowActions';
export type { RankingRow, RankingTableProps, RankingViewer } from './RankingTable';
export { Skeleton, skeletonShapes } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
export { SlideOutMenu } from './SlideOutMenu';
export type { SlideOutMenuProps } from './SlideOutMenu';
export { Pagination, Table, sortDirections } from './Table';
export type { PaginationProps, SortDirection, TableColumn, TableProps, TableSort } from './Table';
export { TopBar, defaultRenderLink } from './TopBar';
export type { LinkRenderProps, NavItem, RenderLink, TopBarProps } from './TopBar';
export { UserDropdown, userDropdownActions } from './UserDropdown';
export type { UserDropdownAction, UserDropdownProps } from './UserDropdown';
export { Wizard } from './Wizard';
export type { WizardProps, WizardStep } from './Wizard';
export { InlineAlert, inlineAlertTones } from './InlineAlert';
export type { InlineAlertProps, InlineAlertTone } from './InlineAlert';
export { QuantityInput, quantityProblem } from './QuantityInput';
export type { QuantityInputProps, QuantityProblem } from './QuantityInput';
export { VirtualTable, DEFAULT_ROW_HEIGHT, DEFAULT_VIEWPORT_HEIGHT } from './VirtualTable';
export type { VirtualTableColumn, VirtualTableProps } from './VirtualTable';
export { StepIndicator } from './StepIndicator';
export type { StepIndicatorProps, StepIndicatorStep } from './StepIndicator';
export { deferred, MountWhenFirstNeeded } from './internal/deferred';
