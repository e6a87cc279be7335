import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapDetail } from '../../../../../shared/schemas/map';
import { showFormError } from '../../../../lib/form-server-errors';
import { useUpdateMap } from '../../api/update-map';
import { formatQuantity } from '../../model/measurement';

interface Props {
  worldId: string;
  map: MapDetail;
  /** The reference line just drawn, in picture pixels; null when closed. */
  lengthPx: number | null;
  onClose: () => void;
}

/** After the reference line: its real length and unit give the map's scale (units per pixel). */
export function ScaleModal({ worldId, map, lengthPx, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const update = useUpdateMap(worldId, map.id);
  const [length, setLength] = useState<number | string>('');
  const [unit, setUnit] = useState(map.scale?.unit ?? '');
  const valid =
    typeof length === 'number' && length > 0 && unit.trim() !== '' && unit.trim().length <= 20;

  const submit = () => {
    if (!valid || !lengthPx) return;
    update.mutate(
      {
        name: map.name,
        description: map.description,
        parentMapId: map.parentMapId,
        parentPinId: map.parentPinId,
        scale: { unitsPerPixel: length / lengthPx, unit: unit.trim() },
        version: map.version,
      },
      { onSuccess: onClose, onError: (error) => showFormError(error, {}, () => undefined) },
    );
  };

  return (
    <Modal opened={lengthPx !== null} onClose={onClose} title={t('MAPS.SCALE.TITLE')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        data-testid="map-scale-form"
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('MAPS.SCALE.DRAWN', { pixels: formatQuantity(lengthPx ?? 0, i18n.language) })}
          </Text>
          <Group grow align="flex-start">
            <NumberInput
              label={t('MAPS.SCALE.LENGTH')}
              value={length}
              onChange={setLength}
              min={0}
              decimalScale={4}
              withAsterisk
              data-autofocus
              data-testid="map-scale-length"
            />
            <TextInput
              label={t('MAPS.SCALE.UNIT')}
              placeholder={t('MAPS.SCALE.UNIT_PLACEHOLDER')}
              value={unit}
              onChange={(event) => setUnit(event.currentTarget.value)}
              maxLength={20}
              withAsterisk
              data-testid="map-scale-unit"
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('COMMON.CANCEL')}
            </Button>
            <Button
              type="submit"
              disabled={!valid}
              loading={update.isPending}
              data-testid="map-scale-save"
            >
              {t('MAPS.SCALE.SUBMIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
