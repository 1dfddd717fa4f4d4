/** A validation rule of a form item, as plain data; `checkRule` runs it. */
export type FormRule =
  | { kind: 'required'; message: string; trigger: 'blur' | 'change' }
  | { kind: 'pattern'; regex: RegExp; inverted: boolean; message: string; trigger: 'blur' }
  | { kind: 'idNumber'; trigger: 'blur' }
  | { kind: 'email'; trigger: 'blur' }
  | { kind: 'digits'; message: string; trigger: 'blur' };
