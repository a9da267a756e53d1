import type { CmsWidgetControlProps } from 'decap-cms-core';

// What Decap hands the control of each of the app's own widgets (the choice and the day), and the one way
// both put the browser's own field into Decap's box.

/** A control's props: Decap's, a value of text, and the setters of the box's active style. */
export type ControlProps = CmsWidgetControlProps<string | undefined> & {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
};

/**
 * The field's attributes in Decap's box: the id its label names, the box's class, and the box marked active
 * while the field has the focus.
 */
export const boxAttributes = ({
  forID,
  classNameWrapper,
  setActiveStyle,
  setInactiveStyle,
}: Pick<ControlProps, 'forID' | 'classNameWrapper' | 'setActiveStyle' | 'setInactiveStyle'>) => ({
  id: forID,
  className: classNameWrapper,
  onFocus: setActiveStyle,
  onBlur: setInactiveStyle,
});
