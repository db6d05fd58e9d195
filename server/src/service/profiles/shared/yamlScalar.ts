/**
 * Writes a string as a YAML scalar: plain when YAML would read it back unchanged,
 * double-quoted otherwise (`: `, ` #`, leading indicators, values YAML reads as
 * booleans or numbers…).
 */
export function yamlScalar(value: string): string {
  const plainSafe = value.length > 0
    && value === value.trim()
    && !/^[-?:,[\]{}#&*!|>'"%@`]/.test(value)
    && !/: |:$| #|[\r\n\t]/.test(value)
    && !/^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|0x[0-9a-f]+|0o[0-7]+|\.inf|\.nan)$/i.test(value);
  return plainSafe ? value : JSON.stringify(value);
}
