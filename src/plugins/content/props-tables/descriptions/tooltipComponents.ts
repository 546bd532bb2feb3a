import type { OurDescriptions } from './types';

/**
 * The tooltip's building blocks, for a `customTooltip`. Checked in dist/components/tooltip/components/ (one
 * module each; `tooltip_provider.js` for the state a block reads, `../tooltip.js` for when a tooltip is
 * actionable) and the `.echTooltip…` rules of `theme_light.css`. Keyed by component where the props type is private.
 */
export const tooltipComponentDescriptions: OurDescriptions = {
  TooltipContainer: {
    children: `What the tooltip shows, top to bottom: a \`TooltipHeader\`, a \`TooltipTable\`, \`TooltipMetricRow\`s,
      \`TooltipDivider\`s, a \`TooltipFooter\`, or any React content of yours.`,
    className: `Classes added to the tooltip's box (\`echTooltip\`, with \`echTooltip--pinned\` while it is pinned), to
      restyle it from your CSS.`,
  },
  TooltipDivider: {
    margin: `The CSS \`margin\` of the 1 px line (none when left out): room above and below it, or an inset from the
      sides.`,
  },
  TooltipFooter: {
    children: `The footer's content, in semibold with the tooltip's padding; place the footer last in the container.`,
  },
  // `children` comes from the library's generic `PropsWithChildren<…>`: keyed by the component, not that helper.
  TooltipHeader: {
    children: `Your own header content, in place of a formatted value, in semibold with the tooltip's padding.`,
  },
  TooltipHeaderProps: {
    header: `The value under the pointer (\`PointerValue\`, the \`header\` a custom tooltip receives): its
      \`formattedValue\` is shown. With no header, or an empty text, the block renders nothing.`,
    formatter: `Turns \`header\` into what is shown, in place of its \`formattedValue\`; in a custom tooltip, pass on the
      \`headerFormatter\` it receives.`,
  },
  TooltipMetricRow: {
    label: `The row's label, at its left.`,
    metric: `The value, in bold at the right of the row: a string, a number or any React node.`,
  },
  TooltipTable: {
    children: `The table's parts, composed by you: a \`TooltipTableHeader\`, a \`TooltipTableBody\` and a
      \`TooltipTableFooter\`, each holding \`TooltipTableRow\`s of cells.`,
    columns: `The columns, as \`TooltipTableColumn\`s: what each cell shows (\`type\`, and \`cell\` of an item), the
      column's \`header\` and \`footer\`, \`width\`, \`hidden\`. A \`'color'\` column is the colour strip.`,
    items: `The rows: one for each item whose \`isVisible\` is true. In a custom tooltip, the \`values\` it receives.`,
    pinned: `Whether the table behaves as pinned (selected rows marked, rows past \`maxHeight\` scrolling, no hover
      shading). Left out, the tooltip's own state.`,
    onSelect: `Called with a row's item when the row is clicked, while the \`Tooltip\` spec has \`actions\`; in a custom
      tooltip, pass on the \`toggleSelected\` it receives.`,
    selected: `The items whose rows show as selected while the table is pinned. Left out, the tooltip's own selection.`,
    className: `Classes added to the table's grid (\`echTooltip__table\`), in either form.`,
    maxHeight: `The CSS \`max-height\` of the table. Rows beyond it are cut off while the tooltip follows the pointer,
      and scroll once it is pinned; the header and footer rows stay in view.`,
  },
  TooltipTableBody: {
    children: `Your own rows, \`TooltipTableRow\`s of cells, in place of rows made from \`items\`.`,
    columns: `The columns whose \`cell\` fills each row (\`TooltipTableColumn\`s), in the table's order.`,
    items: `The rows, one for each item whose \`isVisible\` is true.`,
    pinned: `Whether the rows behave as pinned: selected ones marked and no hover shading. Unlike \`TooltipTable\`, the
      body does not read the tooltip's state: pass it.`,
    onSelect: `Called with a row's item when the row is clicked, while the \`Tooltip\` spec has \`actions\`; not for items
      marked \`displayOnly\`.`,
    selected: `The items whose rows show as selected, when \`pinned\`.`,
    className: `Classes added to the body's element, only where you pass \`children\`: with \`items\` the library drops
      them.`,
  },
  TooltipTableHeader: {
    children: `Your own header rows, \`TooltipTableRow\`s of cells, in place of the one made from \`columns\`.`,
    columns: `The columns: the header row shows each one's \`header\` (a string, or a function of \`items\`). When no
      column has a header, nothing is rendered.`,
    items: `The items handed to the columns' \`header\` functions.`,
    className: `Classes added to the header's element (\`echTooltip__tableHeader\`), in either form.`,
  },
  TooltipTableFooter: {
    children: `Your own footer rows, \`TooltipTableRow\`s of cells, in place of the one made from \`columns\`.`,
    columns: `The columns: the footer row shows each one's \`footer\` (a string, or a function of \`items\`, for a
      total). When no column has a footer, nothing is rendered.`,
    items: `The items handed to the columns' \`footer\` functions.`,
    className: `Classes added to the footer's element (\`echTooltip__tableFooter\`), in either form.`,
  },
  TooltipTableRow: {
    children: `The row's cells, \`TooltipTableCell\`s and \`TooltipTableColorCell\`s, one per column of the table's grid.`,
    className: `Classes added beside \`echTooltip__tableRow\`.`,
    id: `The \`id\` attribute of the row's element.`,
    isHighlighted: `Shades the row, as the default tooltip shades the series under the pointer.`,
    isSelected: `Marks the row selected: a tinted background and, in its colour cell, a wider strip with a check mark, as
      a pinned tooltip shows its selection.`,
    onSelect: `Called when the row is clicked, and only while the \`Tooltip\` spec has \`actions\`; a pinned tooltip
      then shows the pointer cursor over the row.`,
  },
  TooltipTableCellProps: {
    children: `The cell's content: a text, a number or any React node.`,
    className: `Classes added beside \`echTooltip__tableCell\`.`,
    style: `Inline styles of the cell, limited to \`maxHeight\`, \`textAlign\` and the paddings (\`TooltipCellStyle\`).`,
    tagName: `\`'td'\` (the default) gives the cell the \`gridcell\` role, \`'th'\` the \`rowheader\` role; the element is a
      \`div\` either way.`,
    title: `The cell's native tooltip. Left out, a truncated cell whose content is a text or a number shows it whole
      there.`,
    truncate: `Cuts the content after two lines, with an ellipsis; a text or number content then also goes whole into
      the cell's \`title\`.`,
  },
  ColorStripCellProps: {
    color: `The strip's colour, usually the item's \`color\`. Left out, the cell stays empty.`,
    displayOnly: `Keeps the strip 5 px wide: a selected row of a pinned tooltip does not widen it to show a check mark.
      The default body sets it for items that cannot be selected.`,
    className: `Classes added beside \`echTooltip__colorCell\`.`,
    style: `Inline styles of the cell, limited to \`maxHeight\`, \`textAlign\` and the paddings (\`TooltipCellStyle\`).`,
    tagName: `\`'td'\` (the default) gives the cell the \`gridcell\` role, \`'th'\` the \`rowheader\` role.`,
    title: `The strip's native tooltip.`,
    truncate: `Has no effect here: a colour cell holds no text to cut.`,
  },
};
